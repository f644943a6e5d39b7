import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const subtitle = style({
  margin: `calc(-1 * ${vars.space.md}) 0 ${vars.space.lg}`,
  color: vars.color.textMuted,
});
