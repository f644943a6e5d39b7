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
    // Only the button and the list take taps; the box around them lets them through to the page.
    pointerEvents: 'none',
    '@media': {
      [mobileQuery]: {
        bottom: `calc(${vars.layout.bottomNavHeight} + env(safe-area-inset-bottom) + ${vars.space.sm})`,
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
      right: {
        right: vars.space.lg,
        alignItems: 'flex-end',
        '@media': { [mobileQuery]: { right: vars.space.md } },
      },
      left: {
        left: vars.space.lg,
        alignItems: 'flex-start',
        '@media': { [mobileQuery]: { left: vars.space.md } },
      },
    },
  },
});

const sizes = {
  small: { width: 48, height: 48 },
  medium: { width: 56, height: 56 },
  large: { width: 64, height: 64 },
};
/** Phones get the small button whatever the setting: it floats over a narrow page. */
const phoneSized = (size: { width: number; height: number }) => ({
  ...size,
  '@media': { [mobileQuery]: sizes.small },
});

/** The button's resting place: it never moves, so what lies under it can be looked at. */
export const home = recipe({
  variants: {
    size: {
      small: phoneSized(sizes.small),
      medium: phoneSized(sizes.medium),
      large: phoneSized(sizes.large),
    },
  },
});

export const toggle = recipe({
  base: {
    pointerEvents: 'auto',
    transition: 'transform 200ms ease',
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
      small: phoneSized(sizes.small),
      medium: phoneSized(sizes.medium),
      large: phoneSized(sizes.large),
    },
  },
});

export const list = style({
  pointerEvents: 'auto',
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
