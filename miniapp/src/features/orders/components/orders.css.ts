import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const details = style({ display: 'grid', gap: vars.space.md, maxWidth: 640, width: '100%' });

export const status = style({ margin: 0 });

export const items = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

globalStyle(`${facts} dd`, { margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const listItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const listStatus = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

const paymentBase = style({ fontSize: vars.fontSize.sm });

export const payment = styleVariants({
  paid: [paymentBase, { color: vars.color.text }],
  unpaid: [paymentBase, { color: vars.color.textMuted }],
});

export const paymentPanel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const paymentTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const paymentDue = style({ margin: 0 });

export const paymentNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const paymentError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const lookup = style({ display: 'grid', gap: vars.space.md, maxWidth: '26rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-start',
});
