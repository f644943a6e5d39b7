import type { CSSProperties } from '@vanilla-extract/css';
import { hoverQuery } from './theme.css';

/**
 * A hover style only where a pointer hovers (hoverQuery), spread into a style: `...whenHovered({ color: … })`. A
 * phone keeps :hover on the last element tapped, which would keep the style there.
 */
export const whenHovered = (rule: CSSProperties) => ({
  '@media': { [hoverQuery]: { selectors: { '&:hover': rule } } },
});
