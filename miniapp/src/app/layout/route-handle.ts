import { useMatches } from 'react-router-dom';
import type { FooterVariant } from './footer';

/** Per-route choices of the frame, declared where the route is (router.tsx). */
export interface RouteHandle {
  headerBack?: boolean;
  footer?: FooterVariant;
}

/** The deepest route's frame choices. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (handle && typeof handle === 'object') return handle as RouteHandle;
  }
  return {};
}
