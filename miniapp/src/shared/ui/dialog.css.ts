import { style } from '@vanilla-extract/css';
import { mobileQuery, vars } from './theme.css';
import { whenHovered } from './when-hovered';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 150,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  backgroundColor: vars.color.overlay,
  '@media': { [mobileQuery]: { alignItems: 'flex-end', padding: 0 } },
});

export const panel = style({
  width: '100%',
  maxWidth: 480,
  maxHeight: '90dvh',
  overflowY: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  '@media': {
    [mobileQuery]: {
      borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
      paddingBottom: `calc(${vars.space.lg} + env(safe-area-inset-bottom))`,
    },
  },
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const close = style({
  width: 40,
  height: 40,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'none',
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  ...whenHovered({ backgroundColor: vars.color.surfaceMuted }),
});
