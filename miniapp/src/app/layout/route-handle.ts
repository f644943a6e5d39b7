import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router-dom';
import type { FooterVariant } from './footer';

/** Per-route choices of the frame, declared where the route is (router.tsx). */
export interface RouteHandle {
  headerBack?: boolean;
  footer?: FooterVariant;
}

/** The deepest matched route's frame choices. */
export function deepestHandle(matches: RouteMatch[] | null): RouteHandle {
  for (let index = (matches?.length ?? 0) - 1; index >= 0; index -= 1) {
    const handle = matches?.[index]?.route.handle;
    if (handle && typeof handle === 'object') return handle as RouteHandle;
  }
  return {};
}

export const RouteHandleContext = createContext<RouteHandle>({});

/** The current route's frame choices, as the router hands them to the layout. */
export function useRouteHandle(): RouteHandle {
  return useContext(RouteHandleContext);
}
