/** Sign-in on API calls: a bearer access token, checked and turned into a typed `c.var.user`. */
import { type Role, userAdminTexts } from '@shop/core';
import { type DatabaseHandle, findSessionUser } from '@shop/db';
import { createMiddleware } from 'hono/factory';
import type { Config } from '../config';
import { ApiError } from '../lib/errors';
import { verifyAccessToken } from '../lib/tokens';

export interface AuthUser {
  id: string;
  role: Role;
  name: string;
  email: string | null;
}

export interface AuthEnv {
  Variables: { user: AuthUser };
}

/** What checking a session needs: the database and the access-token settings. */
export interface AuthDeps {
  database: Pick<DatabaseHandle, 'db'>;
  config: Pick<Config, 'jwtSecret' | 'accessTokenTtlSeconds'>;
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
export function requireAuth(deps: AuthDeps) {
  const signedIn = sessionUser(deps);
  return createMiddleware<AuthEnv>(async (c, next) => {
    const user = await signedIn(c.req.header('authorization'));
    if (!user) throw unauthorized();
    c.set('user', user);
    await next();
  });
}

export interface OptionalAuthEnv {
  Variables: { user?: AuthUser };
}

/**
 * For calls guests make too (placing an order): without an Authorization header the caller is a guest; a token
 * that is sent must be valid (401 otherwise), so an expired session is renewed rather than ordering as a guest.
 */
export function optionalAuth(deps: AuthDeps) {
  const signedIn = sessionUser(deps);
  return createMiddleware<OptionalAuthEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    if (header === undefined) {
      c.set('user', undefined);
    } else {
      const user = await signedIn(header);
      if (!user) throw unauthorized();
      c.set('user', user);
    }
    await next();
  });
}

function sessionUser(deps: AuthDeps) {
  const db = deps.database.db;
  return async (header: string | undefined): Promise<AuthUser | null> => {
    const token = bearerToken(header);
    const claims = token
      ? await verifyAccessToken(token, deps.config.jwtSecret, {
          maxAgeSeconds: deps.config.accessTokenTtlSeconds,
        })
      : null;
    if (!claims) return null;
    const row = await findSessionUser(db, { userId: claims.sub, sessionId: claims.sid });
    if (row?.isBlocked) throw new ApiError('FORBIDDEN', userAdminTexts.blocked);
    return row ? { id: row.id, role: row.role, name: row.name, email: row.email } : null;
  };
}
