/**
 * Who may do what: the one place for the role rules that the server enforces and the clients mirror.
 * Decision (docs/ARCHITECTURE.md, Identity): a manager works the operational areas of the back office; users,
 * the audit log, store settings, shipping and wholesale settings are for an admin only.
 */

export const ROLES = ['user', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type StaffRole = Extract<Role, 'manager' | 'admin'>;

/** The areas of the back office; each is the web-admin route `/admin/<area>`. */
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
  'referrals',
  'telegram',
  'shipping',
  'wholesale',
  'wholesale/settings',
  'wholesale/products',
  'wholesale/analytics',
  'users',
  'audit',
  'settings',
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

const ADMIN_ONLY_AREAS: ReadonlySet<AdminArea> = new Set([
  'users',
  'audit',
  'settings',
  'shipping',
  'wholesale/settings',
]);

/** Staff may enter the back office at all; anyone else belongs in the storefront. */
export function isStaff(role: Role | null | undefined): role is StaffRole {
  return role === 'manager' || role === 'admin';
}

export function canAccessArea(role: Role | null | undefined, area: AdminArea): boolean {
  if (!isStaff(role)) return false;
  return role === 'admin' || !ADMIN_ONLY_AREAS.has(area);
}

export function areasFor(role: Role | null | undefined): AdminArea[] {
  return ADMIN_AREAS.filter((area) => canAccessArea(role, area));
}
