import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mobileQuery, vars } from '../../../shared/ui/theme.css';

export const grid = recipe({
  base: {
    display: 'grid',
    gap: `${vars.space.xl} ${vars.space.lg}`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': {
      [mobileQuery]: {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: `${vars.space.lg} ${vars.space.sm}`,
      },
    },
  },
  variants: {
    columns: {
      3: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      4: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const skeletonCard = style({ display: 'grid', gap: vars.space.sm });
export const skeletonImage = style({
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  animation: `${pulse} 1.4s ease-in-out infinite`,
});
export const skeletonLine = style({ height: 14, borderRadius: 4, backgroundColor: vars.color.surfaceMuted });
export const skeletonLineShort = style([skeletonLine, { width: '40%' }]);
