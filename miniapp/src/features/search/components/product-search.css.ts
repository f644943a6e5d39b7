import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const form = style({
  display: 'flex',
  gap: vars.space.sm,
  maxWidth: 640,
  marginBottom: vars.space.md,
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
  selectors: { '&:hover': { borderColor: vars.color.text } },
});
