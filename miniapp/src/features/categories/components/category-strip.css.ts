import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { desktopQuery, mobileQuery, vars } from '../../../shared/ui/theme.css';

export const root = style({ position: 'relative' });

/** A column as wide as one of five, so fewer categories keep the tile size and sit centered. */
const column = `calc((100% - 4 * ${vars.space.lg}) / 5)`;
const columns = (count: number) => ({ gridTemplateColumns: `repeat(${count}, ${column})` });

export const track = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: `repeat(5, ${column})`,
    justifyContent: 'center',
    gap: vars.space.lg,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': {
      [mobileQuery]: {
        display: 'flex',
        justifyContent: 'normal',
        gap: vars.space.md,
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
        scrollbarWidth: 'none',
        marginInline: `calc(${vars.space.md} * -1)`,
        paddingInline: vars.space.md,
        scrollPaddingInline: vars.space.md,
      },
    },
    selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  },
  variants: {
    count: { 1: columns(1), 2: columns(2), 3: columns(3), 4: columns(4), many: {} },
  },
  defaultVariants: { count: 'many' },
});

export const item = style({
  minWidth: 0,
  '@media': { [mobileQuery]: { flex: '0 0 clamp(150px, 42vw, 200px)', scrollSnapAlign: 'start' } },
});

export const tile = style({
  display: 'grid',
  gap: vars.space.sm,
  color: vars.color.text,
});

export const media = style({
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 400ms ease',
  selectors: { [`${tile}:hover &`]: { transform: 'scale(1.04)' } },
});

export const monogram = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  fontFamily: vars.font.display,
  fontSize: '3.5rem',
  color: vars.color.accent,
  opacity: 0.55,
});

export const name = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
  letterSpacing: '0.02em',
  selectors: { [`${tile}:hover &`]: { textDecoration: 'underline', textUnderlineOffset: '3px' } },
});

export const skeleton = style({
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const arrows = style({
  display: 'none',
  '@media': {
    [mobileQuery]: {
      display: 'flex',
      gap: vars.space.xs,
    },
  },
});

export const arrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  '@media': { [desktopQuery]: { display: 'none' } },
});
