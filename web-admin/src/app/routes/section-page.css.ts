import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({ display: 'grid', gap: '24px', maxWidth: '960px' });

export const header = style({ display: 'grid', gap: '4px' });

export const title = style({ fontSize: '26px', lineHeight: 1.25 });

export const description = style({ color: vars.color.textMuted });

export const subnav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  padding: 0,
  listStyle: 'none',
});

export const empty = style({
  display: 'grid',
  gap: '8px',
  padding: '28px 24px',
  borderRadius: vars.radius.medium,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
});

export const emptyTitle = style({ fontSize: '17px' });

export const emptyText = style({ color: vars.color.textMuted });

export const plans = style({ margin: 0, paddingLeft: '20px', color: vars.color.text });
