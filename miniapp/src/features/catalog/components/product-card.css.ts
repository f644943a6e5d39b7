import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { visuallyHidden } from '../../../shared/ui/primitives.css';
import { touchTarget } from '../../../shared/ui/style-parts';
import { mobileQuery, vars } from '../../../shared/ui/theme.css';
import { whenHovered } from '../../../shared/ui/when-hovered';

export const hidden = visuallyHidden;

/**
 * A card out of sight is neither laid out nor painted until it comes near (a home page holds dozens): the browser
 * keeps its last real size, and guesses about one mobile card before the first.
 */
export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 360px',
});

export const media = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceMuted,
  },
  variants: {
    aspect: {
      rectangle: { aspectRatio: '3 / 4' },
      square: { aspectRatio: '1 / 1' },
      portrait: { aspectRatio: '2 / 3' },
    },
  },
  defaultVariants: { aspect: 'rectangle' },
});

export const mediaLink = style({ display: 'block', width: '100%', height: '100%' });

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 400ms ease',
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.03)' } },
});

export const badges = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  right: vars.space.sm,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  pointerEvents: 'none',
});

export const badge = recipe({
  base: {
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: 600,
    letterSpacing: '0.02em',
    // A promotion's badge may run to 30 letters: one line, cut short, so it never covers the photo; the product
    // page names the promotion in full.
    maxWidth: '100%',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  variants: {
    tone: {
      new: { backgroundColor: '#ffffff', color: '#141414' },
      sale: { backgroundColor: '#b3261e', color: '#ffffff' },
      muted: { backgroundColor: 'rgba(20, 20, 20, 0.7)', color: '#ffffff' },
    },
  },
});

export const quickAdd = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: vars.space.sm,
  ...touchTarget,
  border: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: '#ffffff',
  color: '#141414',
  boxShadow: vars.shadow.md,
  transition: 'transform 160ms ease',
  ...whenHovered({ transform: 'scale(1.06)' }),
});

export const info = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const name = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
  lineHeight: 1.35,
});

export const nameLink = style({
  display: '-webkit-box',
  overflow: 'hidden',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  ...whenHovered({ textDecoration: 'underline' }),
});

export const prices = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
});
export const price = style({ fontWeight: 600 });
export const salePrice = style({ fontWeight: 600, color: vars.color.danger });
export const oldPrice = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const wholesale = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.accent,
  fontWeight: 600,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 20,
});

export const dots = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const dot = style({
  width: 14,
  height: 14,
  borderRadius: vars.radius.pill,
  boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.18)',
});
export const more = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, lineHeight: '14px' });

export const sizes = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  '@media': { [mobileQuery]: { width: '100%' } },
});
export const urgency = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  color: vars.color.danger,
});
