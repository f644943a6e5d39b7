import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const writeAccess = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const writeAccessText = style({ margin: 0, fontSize: vars.fontSize.sm });
