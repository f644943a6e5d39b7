/** The cart page and the checkout's order summary. */
import { style } from '@vanilla-extract/css';
import { mobileQuery, vars } from '../../../shared/ui/theme.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 360px',
  alignItems: 'start',
  gap: vars.space.xl,
  '@media': { [mobileQuery]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});

export const side = style({ display: 'grid', gap: vars.space.md });

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const group = style({
  marginBlock: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const groupHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const groupLine = style({
  display: 'grid',
  gridTemplateColumns: '56px 1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
});

export const problem = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontVariantNumeric: 'tabular-nums',
});

export const totalRow = style([
  row,
  {
    paddingTop: vars.space.sm,
    borderTop: `1px solid ${vars.color.border}`,
    fontSize: vars.fontSize.lg,
    fontWeight: 600,
  },
]);

export const discount = style({ color: vars.color.accent });

export const progress = style({
  width: '100%',
  height: 6,
  appearance: 'none',
  border: 0,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceMuted,
  selectors: {
    '&::-webkit-progress-bar': { backgroundColor: vars.color.surfaceMuted },
    '&::-webkit-progress-value': { backgroundColor: vars.color.accent },
    '&::-moz-progress-bar': { backgroundColor: vars.color.accent },
  },
});

export const inline = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch' });

export const grow = style({ flex: 1, minWidth: 0 });

export const options = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, border: 0 });

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary } },
});

export const optionText = style({ display: 'grid', gap: 2 });

export const small = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
