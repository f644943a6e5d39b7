import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

/** The referral link: one line that the buyer can select whole. */
export const linkField = style({
  width: '100%',
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const rewards = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const reward = style({ overflowWrap: 'anywhere' });
