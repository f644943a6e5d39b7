import { style } from '@vanilla-extract/css';
import { mobileQuery, vars } from '../../../shared/ui/theme.css';

export const quickOrder = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'center',
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
});

export const hint = style({ maxWidth: 480, color: vars.color.textMuted });

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
  '@media': { [mobileQuery]: { display: 'grid', width: '100%' } },
});
