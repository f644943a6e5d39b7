/**
 * Calls that act on the refresh cookie (refresh-token, logout) are accepted only from the shop's own pages: the
 * Origin header, or when a browser sends none, Sec-Fetch-Site, must name the same origin or an allowed one.
 * Clients that are not browsers send neither and are let through: they cannot be tricked into carrying a cookie.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../lib/errors';

export interface OriginPolicy {
  allowedOrigins: readonly string[];
  publicUrl?: string | undefined;
  trustProxy?: boolean;
}

function ownOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const host = (trustProxy && c.req.header('x-forwarded-host')) || c.req.header('host') || url.host;
  const proto = (trustProxy && c.req.header('x-forwarded-proto')) || url.protocol.replace(':', '');
  return `${proto}://${host}`;
}

export function isAllowedOrigin(c: Context, policy: OriginPolicy): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined) {
    if (origin === 'null') return false;
    const allowed = new Set([ownOrigin(c, policy.trustProxy ?? false), ...policy.allowedOrigins]);
    if (policy.publicUrl) allowed.add(new URL(policy.publicUrl).origin);
    return allowed.has(origin);
  }
  const site = c.req.header('sec-fetch-site');
  return site === undefined || site === 'same-origin';
}

export function requireAllowedOrigin(policy: OriginPolicy): MiddlewareHandler {
  return async (c, next) => {
    if (!isAllowedOrigin(c, policy)) {
      throw new ApiError('FORBIDDEN', 'Запрос отклонён: он пришёл не со страницы магазина');
    }
    await next();
  };
}
