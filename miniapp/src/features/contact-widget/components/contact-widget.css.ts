import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mobileQuery, vars } from '../../../shared/ui/theme.css';

export const widget = recipe({
  base: {
    position: 'fixed',
    zIndex: 60,
    bottom: vars.space.lg,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    '@media': {
      [mobileQuery]: {
        bottom: `calc(${vars.layout.bottomNavHeight} + env(safe-area-inset-bottom) + ${vars.space.md})`,
      },
    },
    selectors: {
      ':root[data-mode="mini-app"] &': {
        bottom: `calc(${vars.layout.bottomNavHeight} + env(safe-area-inset-bottom) + ${vars.space.md})`,
      },
    },
  },
  variants: {
    position: {
      right: { right: vars.space.lg, alignItems: 'flex-end' },
      left: { left: vars.space.lg, alignItems: 'flex-start' },
    },
  },
});

export const toggle = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: 0,
    borderRadius: vars.radius.pill,
    color: '#ffffff',
    boxShadow: vars.shadow.lg,
  },
  variants: {
    size: {
      small: { width: 48, height: 48 },
      medium: { width: 56, height: 56 },
      large: { width: 64, height: 64 },
    },
  },
});

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.lg,
});

export const channel = style({
  width: '100%',
  minWidth: 160,
  minHeight: 44,
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text,
  textAlign: 'left',
  fontWeight: 500,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
});
