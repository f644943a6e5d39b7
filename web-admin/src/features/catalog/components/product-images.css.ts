import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '12px',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
});

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: '8px',
  padding: '10px',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const cardDragging = style([card, { zIndex: 1, boxShadow: vars.shadow.overlay, opacity: 0.9 }]);

export const thumbnail = style({
  width: '100%',
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
});

export const handle = style({
  position: 'absolute',
  top: '16px',
  left: '16px',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '18px',
  cursor: 'grab',
  touchAction: 'none',
});

export const colorField = style({ display: 'grid', gap: '4px' });

export const removeButton = style({
  justifySelf: 'start',
  minHeight: '32px',
  padding: '0 10px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.danger,
  fontWeight: 600,
  cursor: 'pointer',
});
