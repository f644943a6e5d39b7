/** A list of product lines with a picture, a name, details and a quantity stepper: the cart and the wishlist. */
import { style } from '@vanilla-extract/css';
import { stepperFrame } from './style-parts';
import { mobileQuery, vars } from './theme.css';
import { whenHovered } from './when-hovered';

export const lines = style({
  display: 'grid',
  gap: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: '88px 1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [mobileQuery]: { gridTemplateColumns: '72px 1fr', rowGap: vars.space.sm } },
});

export const lineImage = style({
  width: '100%',
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
  '@media': { [mobileQuery]: { gridRow: 'span 2' } },
});

export const lineInfo = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const lineName = style({ fontWeight: 500 });

export const lineMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const lineActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  justifySelf: 'end',
  '@media': { [mobileQuery]: { justifySelf: 'start' } },
});

export const stepper = style(stepperFrame);

export const stepperButton = style({
  width: 36,
  height: 36,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'none',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'not-allowed' } },
});

export const stepperValue = style({ minWidth: 28, textAlign: 'center', fontVariantNumeric: 'tabular-nums' });

/** A line's quieter action written as text (the wishlist's «Убрать из избранного»): it lines up with the name. */
export const lineTextAction = style({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  ...whenHovered({ color: vars.color.text }),
});

/** Actions of a line with a button and a text action side by side: more room between the two. */
export const lineActionsApart = style({ columnGap: vars.space.md });

/** A line's button that keeps its words on one line, its row wrapping instead. */
export const lineButton = style({ whiteSpace: 'nowrap' });

export const oldPrice = style({ marginInlineStart: vars.space.xs, color: vars.color.textMuted });
