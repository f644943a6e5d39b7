import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { desktopQuery, vars } from '../../shared/ui/theme.css';

export const nav = recipe({
  base: {
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: 40,
    paddingBottom: 'env(safe-area-inset-bottom)',
    borderTop: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.background,
  },
  variants: {
    // Inside the mini-app the bar shows at every width; on the web only on phones.
    always: {
      true: {},
      false: { '@media': { [desktopQuery]: { display: 'none' } } },
    },
  },
  defaultVariants: { always: false },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  height: vars.layout.bottomNavHeight,
  maxWidth: 640,
  margin: '0 auto',
  padding: 0,
  listStyle: 'none',
});

export const tab = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  height: '100%',
  color: vars.color.textMuted,
  fontSize: 11,
  fontWeight: 500,
  letterSpacing: '0.02em',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.text },
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      top: 0,
      width: 24,
      height: 2,
      borderRadius: 2,
      backgroundColor: vars.color.accent,
    },
  },
});

export const iconWrap = style({ position: 'relative', display: 'inline-flex' });

export const badge = style({ top: -6, right: -12 });

export const label = style({
  maxWidth: '100%',
  paddingInline: 4,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
