import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mobileQuery, vars } from '../theme.css';
import { whenHovered } from '../when-hovered';

export const region = style({
  position: 'fixed',
  zIndex: 200,
  right: vars.space.lg,
  bottom: vars.space.lg,
  width: 356,
  maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
  pointerEvents: 'none',
  '@media': {
    [mobileQuery]: {
      right: vars.space.md,
      bottom: `calc(${vars.layout.bottomNavHeight} + env(safe-area-inset-bottom) + ${vars.space.sm})`,
    },
  },
});

export const list = style({ display: 'grid', gap: 14, margin: 0, padding: 0, listStyle: 'none' });

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    backgroundColor: vars.color.background,
    color: vars.color.text,
    borderLeft: '4px solid transparent',
    pointerEvents: 'auto',
  },
  variants: {
    type: {
      default: { borderLeftColor: vars.color.border },
      success: { borderLeftColor: '#2e7d32' },
      info: { borderLeftColor: '#1e66c8' },
      warning: { borderLeftColor: '#c77700' },
      error: { borderLeftColor: vars.color.danger },
      loading: { borderLeftColor: vars.color.accent },
    },
  },
});

export const body = style({ flex: 1, minWidth: 0 });
export const title = style({ margin: 0, fontWeight: 600, fontSize: vars.fontSize.sm });
export const description = style({
  margin: `${vars.space.xxs} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const close = style({
  width: 28,
  height: 28,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  ...whenHovered({ backgroundColor: vars.color.surfaceMuted }),
});
