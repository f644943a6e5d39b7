import { style } from '@vanilla-extract/css';
import { mobileQuery, vars } from '../../../shared/ui/theme.css';
import { whenHovered } from '../../../shared/ui/when-hovered';

export const form = style({
  display: 'flex',
  gap: vars.space.sm,
  maxWidth: 640,
  marginBottom: vars.space.md,
});
/**
 * On a 390 px phone the whole placeholder has to fit beside the button: tighter padding on both, the text stays
 * at 16 px (smaller text makes iOS zoom into the field).
 */
export const field = style({
  '@media': { [mobileQuery]: { paddingInline: vars.space.sm } },
});
export const submit = style({
  flexShrink: 0,
  '@media': { [mobileQuery]: { paddingInline: vars.space.md } },
});
export const status = style({
  minHeight: '1.5em',
  marginBottom: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const suggestions = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'center' });
export const suggestionList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const suggestion = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  ...whenHovered({ borderColor: vars.color.text }),
});
