import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mobileQuery, vars } from '../../../shared/ui/theme.css';
import { bannerCta } from './home-section.css';

export const grid = recipe({
  base: { display: 'grid', gap: vars.space.lg },
  variants: {
    count: {
      1: { gridTemplateColumns: '1fr' },
      2: {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        '@media': { [mobileQuery]: { gridTemplateColumns: '1fr' } },
      },
    },
  },
});

export const banner = style({
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'start',
  gap: vars.space.sm,
  minHeight: 220,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  '@media': { [mobileQuery]: { padding: vars.space.lg, minHeight: 180 } },
});

export const discount = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: 'clamp(2rem, 5vw, 3.25rem)',
  lineHeight: 1,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const description = style({ margin: 0, opacity: 0.85, maxWidth: 420 });
export const until = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  opacity: 0.75,
});
export const cta = style([bannerCta, { border: '1px solid currentColor' }]);
