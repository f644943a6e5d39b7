import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

/** A thin strip above the hero: says what the frame shows without covering any of it. */
export const badge = style({
  margin: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  background: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.04em',
  textAlign: 'center',
});
