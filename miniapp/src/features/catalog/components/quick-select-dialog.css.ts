import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const name = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });
export const alert = style({
  margin: `${vars.space.md} 0 0`,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: '#fdecea',
  color: '#8c1d18',
  fontSize: vars.fontSize.sm,
});
export const actions = style({
  display: 'grid',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  justifyItems: 'center',
});
export const details = style({
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  color: vars.color.textMuted,
});
