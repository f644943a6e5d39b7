import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const invalidInput = style({
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 400 });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 400 });
