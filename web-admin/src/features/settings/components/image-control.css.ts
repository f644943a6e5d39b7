import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const control = style({
  display: 'grid',
  gap: '8px',
  minWidth: 0,
  margin: 0,
  padding: '12px',
  borderRadius: vars.radius.medium,
  border: `1px dashed ${vars.color.borderStrong}`,
});

export const dragging = style({ borderColor: vars.color.accent, background: vars.color.accentSoft });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '12px' });

export const thumbnail = style({
  width: '96px',
  height: '64px',
  objectFit: 'contain',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
});

export const empty = style({
  display: 'grid',
  placeItems: 'center',
  width: '96px',
  height: '64px',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: '12px',
  textAlign: 'center',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '8px' });
