import { style } from '@vanilla-extract/css';

export const values = style({ margin: 0, paddingLeft: '16px', maxWidth: '440px' });

export const value = style({ overflowWrap: 'anywhere' });
