// Who may enter the back office and which of its areas: the one place the client mirrors the server's role rules.
// Decision (docs: DESIGN.md, Identity): a manager works the operational areas; users, store settings, shipping and
// wholesale settings are for an admin only.
import type { Role } from './types';

export const ADMIN_AREAS = [
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
  'wholesale/settings',
  'wholesale/products',
  'wholesale/analytics',
  'users',
  'settings',
] as const;

/** An area of the back office; its route is `/admin/<area>`. */
export type AdminArea = (typeof ADMIN_AREAS)[number];

export type StaffRole = Extract<Role, 'manager' | 'admin'>;

const ADMIN_ONLY_AREAS: ReadonlySet<AdminArea> = new Set([
  'users',
  'settings',
  'shipping',
  'wholesale/settings',
]);

/** Staff may enter the back office at all; anyone else belongs in the storefront. */
export function isStaff(role: Role | undefined): role is StaffRole {
  return role === 'manager' || role === 'admin';
}

export function canAccessArea(role: Role | undefined, area: AdminArea): boolean {
  if (!isStaff(role)) return false;
  return role === 'admin' || !ADMIN_ONLY_AREAS.has(area);
}
