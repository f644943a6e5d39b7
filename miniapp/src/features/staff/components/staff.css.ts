import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const screen = style({ display: 'grid', gap: vars.space.md, maxWidth: 640, width: '100%' });

export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const orderLink = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
});

export const strong = style({ fontWeight: 600 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const end = style({ textAlign: 'end' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  paddingBlock: vars.space.xs,
});

export const form = style({ display: 'grid', gap: vars.space.sm, maxWidth: 440 });

export const inline = style({ display: 'flex', gap: vars.space.sm, alignItems: 'end' });

export const grow = style({ flex: 1, minWidth: 0 });
