import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const exportAction = style({ display: 'inline-grid', gap: '4px', justifyItems: 'end' });

export const problems = style({ margin: 0, paddingLeft: '20px', display: 'grid', gap: '4px' });

export const arrow = style({ color: vars.color.textMuted, padding: '0 6px' });

export const after = style({ fontWeight: 700 });
