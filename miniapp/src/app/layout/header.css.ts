import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mobileQuery, vars } from '../../shared/ui/theme.css';

export const header = recipe({
  base: {
    position: 'fixed',
    insetInline: 0,
    top: 0,
    zIndex: 40,
    paddingTop: 'env(safe-area-inset-top)',
    color: vars.color.text,
    transition: 'background-color 200ms ease, box-shadow 200ms ease, border-color 200ms ease',
    borderBottom: '1px solid transparent',
  },
  variants: {
    solid: {
      true: {
        backgroundColor: vars.color.headerBackground,
        borderBottomColor: vars.color.border,
        boxShadow: vars.shadow.sm,
      },
      false: { backgroundColor: 'transparent' },
    },
  },
  defaultVariants: { solid: true },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: vars.layout.headerHeight,
});

export const start = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: '1 1 0',
  minWidth: 0,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.display,
  fontSize: '1.375rem',
  letterSpacing: '0.06em',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const logoImage = style({ height: 32, width: 'auto' });

export const storeName = recipe({
  base: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
  variants: {
    // Beside the back button a phone has no room for the whole name: the logo alone stands for the shop there
    // (the link still names it).
    besideBack: { true: { '@media': { [mobileQuery]: { display: 'none' } } }, false: {} },
  },
});

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  '@media': { [mobileQuery]: { display: 'none' } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: 2,
      height: 1,
      backgroundColor: 'currentColor',
      transform: 'scaleX(0)',
      transformOrigin: 'left',
      transition: 'transform 200ms ease',
    },
    '&:hover::after, &[aria-current="page"]::after': { transform: 'scaleX(1)' },
  },
});

export const saleLink = style({ color: vars.color.accent });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
  flex: '1 1 0',
  // Equal halves keep the desktop menu centred; on a phone the store name needs the room instead.
  '@media': { [mobileQuery]: { flex: '0 0 auto' } },
});

export const desktopOnly = style({ '@media': { [mobileQuery]: { display: 'none' } } });

export const userMenu = style({ position: 'relative' });

export const userPanel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  zIndex: 30,
  minWidth: 240,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.lg,
});

export const userInfo = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.xs,
});

export const userName = style({ fontWeight: 600 });

export const userEmail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  wordBreak: 'break-all',
});

export const userAction = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  selectors: { '&:hover, &:focus-visible': { backgroundColor: vars.color.surface } },
});
