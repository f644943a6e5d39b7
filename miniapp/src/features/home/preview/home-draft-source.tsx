/**
 * The draft the admin app's home editor posts to the storefront framed in preview mode (`/?preview=home`), handed
 * to `children` to draw (null until one comes). A chunk of its own, with core's schema: the buyers' home page never
 * loads it, and the sections it is drawn with stay in the home page's chunk.
 */
import type { ReactNode } from 'react';
import type { HomeData } from '../types';
import { useParentHomePage } from './use-parent-home-page';

export function HomeDraftSource({ children }: { children: (home: HomeData | null) => ReactNode }) {
  return children(useParentHomePage());
}
