import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const figures = style({
  display: 'grid',
  gap: '12px',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  margin: 0,
});

export const figure = style({
  display: 'grid',
  gap: '4px',
  padding: '16px',
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const figureLabel = style({ color: vars.color.textMuted, fontSize: '14px' });

export const figureValue = style({ margin: 0, fontSize: '24px', fontWeight: 700 });
