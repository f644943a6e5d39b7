import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

export const bar = style({ overflow: 'hidden', fontSize: vars.fontSize.sm, letterSpacing: '0.04em' });

export const track = style({
  display: 'flex',
  width: 'max-content',
  animation: `${scroll} 30s linear infinite`,
  selectors: { [`${bar}:hover &`]: { animationPlayState: 'paused' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const list = style({ display: 'flex', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xl,
  whiteSpace: 'nowrap',
  selectors: { '&::before': { content: '"✦"', marginInlineEnd: vars.space.xl, opacity: 0.6 } },
});
