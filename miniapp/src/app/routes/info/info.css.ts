import { globalStyle, style } from '@vanilla-extract/css';
import { mobileQuery, vars } from '../../../shared/ui/theme.css';
import { whenHovered } from '../../../shared/ui/when-hovered';

export const prose = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: 760,
  lineHeight: 1.7,
});

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionTitle = style({ fontSize: vars.fontSize.lg });

export const intro = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
  '@media': { [mobileQuery]: { gridTemplateColumns: '1fr', gap: vars.space.xxs } },
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [mobileQuery]: { marginTop: vars.space.sm } },
});

export const definition = style({ margin: 0 });

export const link = style({
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  ...whenHovered({ color: vars.color.accent }),
});

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingLeft: vars.space.lg });

export const tableBlock = style({ minWidth: 0 });

export const tableWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  '@media': { [mobileQuery]: { paddingInline: vars.space.sm } },
});

globalStyle(`${table} thead th`, {
  backgroundColor: vars.color.surface,
  fontWeight: 600,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  // Column names wrap, so a phone shows the whole table and its note without scrolling sideways.
  whiteSpace: 'normal',
  verticalAlign: 'bottom',
});

globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 0 });

globalStyle(`${table} tbody th`, { fontWeight: 600 });

export const tableNote = style({
  marginTop: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
