import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mobileQuery, vars } from '../../shared/ui/theme.css';

export const shell = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100dvh',
    '@media': {
      [mobileQuery]: { paddingBottom: `calc(${vars.layout.bottomNavHeight} + env(safe-area-inset-bottom))` },
    },
  },
  variants: {
    // The mini-app shows the bottom bar at every width, so room is kept for it at every width.
    miniApp: {
      true: { paddingBottom: `calc(${vars.layout.bottomNavHeight} + env(safe-area-inset-bottom))` },
      false: {},
    },
  },
});

export const main = recipe({
  // At least a screen tall: while a page loads, the footer stays below the fold instead of jumping down when
  // the content arrives (a layout shift Lighthouse counts against the page).
  base: { flex: '1 0 auto', minHeight: '100vh', outline: 'none' },
  variants: {
    // The home hero runs under the transparent header; every other page starts below it.
    underHeader: {
      true: {},
      false: { paddingTop: `calc(${vars.layout.headerHeight} + env(safe-area-inset-top))` },
    },
  },
});

export const skipLink = style({
  position: 'fixed',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.background,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
