import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const badge = style({
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: 18,
  height: 18,
  paddingInline: 5,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.badge,
  color: vars.color.badgeText,
  fontFamily: vars.font.body,
  fontSize: 10,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
  fontVariantNumeric: 'tabular-nums',
});
