import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const statusMessage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '40vh',
  padding: '24px',
  color: vars.color.textMuted,
});

export const emptyList = style({
  display: 'grid',
  gap: '6px',
  padding: '28px 24px',
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const messagePage = style({
  maxWidth: '560px',
  margin: '0 auto',
  padding: '48px 24px',
  display: 'grid',
  gap: '16px',
  justifyItems: 'start',
});

export const messageTitle = style({ fontSize: '24px', lineHeight: 1.25 });

export const messageText = style({ color: vars.color.textMuted });
