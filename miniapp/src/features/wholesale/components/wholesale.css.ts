import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const blockTitle = style({ margin: 0, fontWeight: 600, fontSize: vars.fontSize.sm });

export const steps = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
export const stepItem = style({
  flex: 1,
  paddingTop: vars.space.xs,
  borderTop: `3px solid ${vars.color.border}`,
});
export const stepCurrent = style({
  borderTopColor: vars.color.primary,
  color: vars.color.text,
  fontWeight: 600,
});

export const body = style({ display: 'grid', gap: vars.space.md });
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const warning = style({ margin: 0, fontSize: vars.fontSize.sm, color: '#8a5300' });

export const stepper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const stepperButton = style({
  width: 44,
  height: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'not-allowed' } },
});
export const numberInput = style({
  width: 72,
  height: 44,
  textAlign: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const offers = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 0 });
export const offer = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
  },
});
export const offerName = style({ fontWeight: 600 });
export const offerMeta = style({
  gridColumn: 2,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const rows = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr 80px auto',
  gap: vars.space.xs,
  alignItems: 'end',
});
export const rowField = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.xs });
export const select = style({
  height: 40,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  paddingInline: vars.space.xs,
});

export const summary = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
export const summaryTotal = style([summaryRow, { fontWeight: 700, fontSize: vars.fontSize.md }]);

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});

export const impact = styleVariants({
  low: { backgroundColor: '#fff6c2', color: '#5c4a00' },
  medium: { backgroundColor: '#ffe0b8', color: '#7a3d00' },
  high: { backgroundColor: '#fdd5d2', color: '#8c1d18' },
});
export const impactBadge = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontWeight: 600,
});

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.lg,
  fontSize: vars.fontSize.sm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  marginTop: vars.space.sm,
});
