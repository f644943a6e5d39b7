// The back office's areas in the sidebar, in core's order; titles and descriptions live in lib/texts.
import { ADMIN_AREAS, type AdminArea } from '../features/auth/permissions';

/** Core's list without the pages under Опт, in core's order. */
export const SIDEBAR_AREAS: readonly AdminArea[] = ADMIN_AREAS.filter(
  (area) => !area.startsWith('wholesale/'),
);

/** Pages under Опт, reached from the wholesale page. */
export const WHOLESALE_AREAS: readonly AdminArea[] = [
  'wholesale/products',
  'wholesale/analytics',
  'wholesale/settings',
];
