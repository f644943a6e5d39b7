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

export const categoryChoice = style({
  display: 'grid',
  gap: '6px',
  margin: '16px 0 0',
  padding: '12px 16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  maxHeight: '280px',
  overflowY: 'auto',
});

export const categoryOption = style({ display: 'flex', gap: '8px', alignItems: 'center' });

export const section = style({ display: 'grid', gap: '16px', marginTop: '32px' });

export const sectionTitle = style({ margin: 0, fontSize: '20px' });
