import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

// The sign-in form's own sizes (larger fields for a phone); its label and form error are the back office's.
export const form = style({ display: 'grid', gap: '16px' });

export const field = style({ display: 'grid', gap: '6px' });

export const input = style({
  width: '100%',
  minHeight: '44px',
  padding: '0 12px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontSize: '16px',
  selectors: {
    '&:focus-visible': { outlineOffset: '0', borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const fieldError = style({ color: vars.color.danger, fontSize: '14px' });

export const submit = style({ width: '100%', minHeight: '44px', marginTop: '4px' });
