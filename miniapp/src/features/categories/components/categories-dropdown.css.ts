import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const root = style({ position: 'relative' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
  border: 0,
  background: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
  letterSpacing: '0.02em',
});

export const chevron = style({
  transition: 'transform 160ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const panel = style({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 30,
  minWidth: 280,
  maxHeight: '70vh',
  overflowY: 'auto',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const sublist = style({ margin: 0, paddingLeft: vars.space.md, listStyle: 'none' });

export const link = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover, &:focus-visible': { backgroundColor: vars.color.surface } },
});

export const allLink = style([link, { fontWeight: 600 }]);

export const count = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const message = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const errorMessage = style([message, { color: vars.color.danger }]);

export const divider = style({ height: 1, margin: `${vars.space.xs} 0`, backgroundColor: vars.color.border });
