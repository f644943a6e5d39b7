import { style } from '@vanilla-extract/css';
import { mobileQuery, vars } from './theme.css';
import { whenHovered } from './when-hovered';

export const page = style({
  paddingBlock: `${vars.space.lg} ${vars.space.xxl}`,
  '@media': { [mobileQuery]: { paddingBlock: `${vars.space.md} ${vars.space.xl}` } },
});

export const breadcrumbs = style({
  marginBottom: vars.space.md,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const breadcrumbList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const breadcrumbItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  // The separator ends the crumb before it, so a trail that wraps starts its next line with a crumb, not a «/».
  selectors: {
    '&:not(:last-child)::after': { content: '"/"', color: vars.color.border },
  },
});

export const breadcrumbLink = style({
  ...whenHovered({ color: vars.color.text, textDecoration: 'underline' }),
});

export const breadcrumbCurrent = style({ color: vars.color.text });

export const title = style({
  fontSize: vars.fontSize.xxl,
  marginBottom: vars.space.lg,
  '@media': { [mobileQuery]: { fontSize: vars.fontSize.xl, marginBottom: vars.space.md } },
});

export const state = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const stateTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
});

export const stateText = style({ maxWidth: 460 });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '40vh',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.02em',
});

export const spinner = style({
  width: 16,
  height: 16,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
});
