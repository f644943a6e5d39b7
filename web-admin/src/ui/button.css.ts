import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '8px',
  minHeight: '40px',
  padding: '0 16px',
  borderRadius: vars.radius.small,
  border: '1px solid transparent',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.65 },
  },
});

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.accent,
      color: vars.color.onAccent,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.border,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
    },
  ],
});

export const dangerButton = style([
  base,
  {
    background: vars.color.surface,
    color: vars.color.danger,
    borderColor: vars.color.danger,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerSoft } },
  },
]);
