import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: '24px 16px',
});

export const card = style({
  width: 'min(400px, 100%)',
  display: 'grid',
  gap: '24px',
  padding: '32px 28px',
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

export const heading = style({ display: 'grid', gap: '4px' });

export const title = style({ fontSize: '22px', lineHeight: 1.3 });

export const subtitle = style({ color: vars.color.textMuted });

export const back = style({ justifySelf: 'center', fontSize: '14px' });
