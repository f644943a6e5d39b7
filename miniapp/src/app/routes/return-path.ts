import { useLocation } from 'react-router-dom';

/**
 * Where to go after signing in or up: back to the page that asked for it (the cart, checkout, a page behind the
 * sign-in), else the catalogue (spec section 2). Only a path of this shop: never `//other.host`.
 */
export function useReturnPath(): string {
  const state = useLocation().state as { from?: unknown } | null;
  const from = state?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/products';
}
