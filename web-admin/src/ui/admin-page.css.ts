import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const page = style({ display: 'grid', gap: '20px', maxWidth: '1280px', minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: '12px',
});

export const heading = style({ display: 'grid', gap: '4px' });

export const title = style({ fontSize: '26px', lineHeight: 1.25 });

export const description = style({ color: vars.color.textMuted });
