/** A list of product lines with a picture, a name, details and a quantity stepper: the cart and the wishlist. */
import { style } from '@vanilla-extract/css';
import { stepperFrame } from './style-parts';
import { mobileQuery, vars } from './theme.css';

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

/** A text-like action (ghost button) under the line's name on a phone: its words line up with the name. */
export const lineActionFlush = style({
  '@media': { [mobileQuery]: { marginInlineStart: `calc(-1 * ${vars.space.md})` } },
});

export const oldPrice = style({ marginInlineStart: vars.space.xs, color: vars.color.textMuted });
