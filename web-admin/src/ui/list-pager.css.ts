import { style } from '@vanilla-extract/css';

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '12px',
});

export const pagerButtons = style({ display: 'flex', gap: '8px', alignItems: 'center' });
