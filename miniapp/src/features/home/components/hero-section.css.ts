import { style } from '@vanilla-extract/css';
import { mobileQuery, vars } from '../../../shared/ui/theme.css';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  paddingTop: `calc(${vars.layout.headerHeight} + env(safe-area-inset-top))`,
  backgroundColor: vars.color.surfaceMuted,
});

export const inner = style({
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'start',
  gap: vars.space.lg,
  minHeight: 'min(52vh, 480px)',
  paddingBlock: vars.space.xxl,
  // On a phone the hero takes only the room its text needs, so the banner and products show on the first screen.
  '@media': {
    [mobileQuery]: { minHeight: 0, gap: vars.space.sm, paddingBlock: `${vars.space.md} ${vars.space.lg}` },
  },
});

export const eyebrow = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.24em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});

export const title = style({
  maxWidth: '14ch',
  fontSize: vars.fontSize.hero,
  lineHeight: 1.02,
});

export const description = style({
  maxWidth: 520,
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  '@media': { [mobileQuery]: { fontSize: vars.fontSize.md } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const ornament = style({
  position: 'absolute',
  right: '-8vw',
  bottom: '-18vw',
  width: '52vw',
  maxWidth: 720,
  aspectRatio: '1',
  borderRadius: '50%',
  border: `1px solid ${vars.color.accent}`,
  opacity: 0.25,
  pointerEvents: 'none',
  '@media': { [mobileQuery]: { width: '90vw', right: '-40vw', bottom: '-30vw' } },
});
