// The order of the back office's areas in the sidebar; titles and descriptions live in lib/texts.
import type { AdminArea } from '../features/auth/permissions';

export const SIDEBAR_AREAS: readonly AdminArea[] = [
  'dashboard',
  'orders',
  'products',
  'categories',
  'colors',
  'sizes',
  'home-content',
  'promotions',
  'promocodes',
  'shipping',
  'wholesale',
  'users',
  'settings',
];

/** Pages under Опт, reached from the wholesale page. */
export const WHOLESALE_AREAS: readonly AdminArea[] = [
  'wholesale/products',
  'wholesale/analytics',
  'wholesale/settings',
];
