import { HELD_TAP_ATTRIBUTE } from '@shop/core/rules';
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.55,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  WebkitTapHighlightColor: 'transparent',
});

globalStyle('h1, h2, h3, h4', {
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: 500,
  lineHeight: 1.15,
  letterSpacing: '-0.01em',
});

globalStyle('p', { margin: 0 });

globalStyle('a', { color: 'inherit', textDecoration: 'none' });

globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('button', { cursor: 'pointer' });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('::selection', { backgroundColor: vars.color.surfaceMuted });

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      // An endless animation cut to 0.01 ms would flicker at every frame: it plays once and stops.
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

// A tap held on a drawn page until its code has come (app/early-taps.ts): the control shows it was taken.
globalStyle(`[${HELD_TAP_ATTRIBUTE}]`, { opacity: 0.6, cursor: 'progress', transition: 'opacity 0.15s' });
