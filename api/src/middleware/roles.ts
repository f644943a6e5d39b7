/**
 * Role checks as route middleware, so a reader sees who may call a route where it is declared. The split
 * (docs/ARCHITECTURE.md, "Identity"): a manager works the operational screens; users, store settings, shipping
 * and wholesale settings are for an admin only.
 */
import type { Role } from '@shop/core';
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../lib/errors';
import type { AuthEnv } from './auth';

/** Marks a role guard with the roles it admits, so tests can find every guarded route in `app.routes`. */
const ALLOWED_ROLES = Symbol.for('shop.allowedRoles');

type RoleGuard = MiddlewareHandler<AuthEnv> & { [ALLOWED_ROLES]: readonly Role[] };

/** Runs after requireAuth: a signed-in user of another role gets 403. */
function requireRole(...roles: [Role, ...Role[]]): RoleGuard {
  const allowed = new Set<Role>(roles);
  const guard = createMiddleware<AuthEnv>(async (c, next) => {
    if (!allowed.has(c.var.user.role)) throw new ApiError('FORBIDDEN', 'Недостаточно прав');
    await next();
  });
  return Object.assign(guard, { [ALLOWED_ROLES]: roles });
}

/** Operational back-office calls: orders, catalogue, home content, promotions, wholesale products. */
export const staffOnly = () => requireRole('manager', 'admin');
/** Users, store settings, shipping and wholesale settings. */
export const adminOnly = () => requireRole('admin');

export function allowedRolesOf(handler: unknown): readonly Role[] | undefined {
  return typeof handler === 'function' ? (handler as Partial<RoleGuard>)[ALLOWED_ROLES] : undefined;
}

/**
 * Back-office write calls live under these prefixes; the role matrix test fails for any write route here (and
 * any route under /api/admin) that has no role guard. Public writes under them are listed as exceptions.
 */
export const BACK_OFFICE_PREFIXES = [
  '/api/admin',
  '/api/settings',
  '/api/categories',
  '/api/colors',
  '/api/sizes',
  '/api/shipping',
  '/api/home-config',
  '/api/promotions',
  '/api/wholesale',
  '/api/users',
  '/api/uploads',
  '/api/products',
  '/api/banners',
  '/api/promocodes',
  '/api/orders/admin',
] as const;

/** Write calls under a back-office prefix that customers make (checked by method and path pattern). */
export const PUBLIC_WRITES: readonly { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/api\/shipping\/calculate$/ },
  { method: 'POST', path: /^\/api\/wholesale\/analyze-shortage$/ },
  { method: 'POST', path: /^\/api\/products\/by-ids$/ },
  { method: 'POST', path: /^\/api\/products\/:id\/stock-subscriptions$/ },
  { method: 'DELETE', path: /^\/api\/products\/:id\/stock-subscriptions$/ },
  { method: 'POST', path: /^\/api\/products\/:id\/share$/ },
  { method: 'POST', path: /^\/api\/promocodes\/(validate\/)?:code(\/copy)?$/ },
  { method: 'POST', path: /^\/api\/promocodes\/(apply|remove)$/ },
];
