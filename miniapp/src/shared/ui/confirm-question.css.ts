import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The question standing where the buttons that asked it were. */
export const question = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const title = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 600 });

export const warning = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const answers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
