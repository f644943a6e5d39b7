import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { touchTarget } from '../../../shared/ui/style-parts';
import { mobileQuery, vars } from '../../../shared/ui/theme.css';
import { bannerCta } from './home-section.css';

export const carousel = style({ position: 'relative' });
export const viewport = style({ overflow: 'hidden' });
export const track = style({ display: 'flex' });
export const slideWrap = style({ flex: '0 0 100%', minWidth: 0 });

export const slide = style({
  position: 'relative',
  display: 'grid',
  aspectRatio: '5 / 2',
  overflow: 'hidden',
  '@media': { [mobileQuery]: { aspectRatio: '4 / 3' } },
});

export const media = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
export const overlay = style({
  position: 'absolute',
  inset: 0,
  backgroundColor: '#000000',
  pointerEvents: 'none',
});

export const content = style({
  position: 'relative',
  display: 'flex',
  padding: `${vars.space.xl} ${vars.space.xxl}`,
  '@media': { [mobileQuery]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}` } },
});

export const text = style({ display: 'grid', gap: vars.space.sm, maxWidth: 560, justifyItems: 'inherit' });
export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: 'clamp(1.5rem, 4vw, 3rem)',
  lineHeight: 1.1,
});
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.md, opacity: 0.92 });
export const cta = style([
  bannerCta,
  { justifySelf: 'inherit', backgroundColor: '#ffffff', color: '#141414', width: 'fit-content' },
]);

export const arrow = recipe({
  base: {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    ...touchTarget,
    border: 0,
    borderRadius: vars.radius.pill,
    backgroundColor: 'rgba(255, 255, 255, 0.85)',
    color: '#141414',
    boxShadow: vars.shadow.md,
    '@media': { [mobileQuery]: { display: 'none' } },
  },
  variants: { side: { left: { left: vars.space.md }, right: { right: vars.space.md } } },
});

export const dots = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: vars.space.sm,
  display: 'flex',
  justifyContent: 'center',
  gap: 0,
});

export const dot = style({
  width: 28,
  height: 28,
  padding: 0,
  border: 0,
  background: 'none',
  selectors: {
    '&::before': {
      content: '""',
      display: 'block',
      width: 8,
      height: 8,
      margin: 'auto',
      borderRadius: vars.radius.pill,
      backgroundColor: 'rgba(255, 255, 255, 0.55)',
      boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.2)',
    },
    '&[aria-current="true"]::before': { backgroundColor: '#ffffff', width: 20 },
  },
});
