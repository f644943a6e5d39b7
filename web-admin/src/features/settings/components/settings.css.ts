import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'grid', gap: '24px', maxWidth: '1100px' });
