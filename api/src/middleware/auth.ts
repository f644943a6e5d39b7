/** Sign-in on API calls: a bearer access token, checked and turned into a typed `c.var.user`. */
import type { Role } from '@shop/core';
import { findSessionUser } from '@shop/db';
import { createMiddleware } from 'hono/factory';
import { type AppDeps, dbOf } from '../deps';
import { ApiError } from '../lib/errors';
import { verifyAccessToken } from '../lib/tokens';

interface AuthUser {
  id: string;
  role: Role;
  name: string;
  email: string | null;
}

export interface AuthEnv {
  Variables: { user: AuthUser };
}

export const unauthorized = () => new ApiError('UNAUTHORIZED', 'Требуется вход в систему');

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Refuses a call without a valid access token with 401. The user is read from the database on every call, so a
 * removed account or a changed role takes effect at once rather than when the token expires.
 */
export function requireAuth(deps: AppDeps) {
  const db = dbOf(deps);
  return createMiddleware<AuthEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    const claims = token
      ? await verifyAccessToken(token, deps.config.jwtSecret, {
          maxAgeSeconds: deps.config.accessTokenTtlSeconds,
        })
      : null;
    if (!claims) throw unauthorized();
    const row = await findSessionUser(db, { userId: claims.sub, sessionId: claims.sid });
    if (!row) throw unauthorized();
    c.set('user', { id: row.id, role: row.role, name: row.name, email: row.email });
    await next();
  });
}
