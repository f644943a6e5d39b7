import { style } from '@vanilla-extract/css';

/** The rules that keep an element for screen readers (and a file input for its label) but off the screen. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Read by screen readers, invisible on screen. */
export const visuallyHidden = style(visuallyHiddenRules);
