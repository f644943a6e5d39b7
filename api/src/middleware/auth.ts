/** Sign-in on API calls: a bearer access token, checked and turned into a typed `c.var.user`. */
import { type Role, userAdminTexts } from '@shop/core';
import {
  type DatabaseHandle,
  findSessionUser,
  type SessionClaims,
  type SessionState,
  wellFormedClaims,
} from '@shop/db';
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
  Variables: { user: AuthUser; session: SessionClaims };
}

/** A call whose token is checked and whose session is for its own statement to check (`requireClaims`). */
export interface ClaimsEnv {
  Variables: { session: SessionClaims };
}

/** What checking a session needs: the database and the access-token settings. */
export interface AuthDeps {
  database: Pick<DatabaseHandle, 'db'>;
  config: Pick<Config, 'jwtSecret' | 'accessTokenTtlSeconds'>;
}

export const unauthorized = () => new ApiError('UNAUTHORIZED', 'Требуется вход в систему');

/** The refusal of a session that does not hold: 403 for a blocked account, 401 for one gone or signed out. */
export const sessionRefusal = (state: Exclude<SessionState, 'ok'>): ApiError =>
  state === 'blocked' ? new ApiError('FORBIDDEN', userAdminTexts.blocked) : unauthorized();

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
    const session = await signedIn(c.req.header('authorization'));
    if (!session) throw unauthorized();
    c.set('user', session.user);
    c.set('session', session.claims);
    await next();
  });
}

/**
 * Refuses a call without a valid access token with 401, without a statement of its own: the handler's first
 * statement checks the session (`sessionStateOf`) and the handler refuses it as `requireAuth` would
 * (`sessionRefusal`), before it answers or changes anything. The cart's calls do, each then one statement shorter.
 */
export function requireClaims(deps: AuthDeps) {
  return createMiddleware<ClaimsEnv>(async (c, next) => {
    const claims = await claimsOf(deps, c.req.header('authorization'));
    if (!claims) throw unauthorized();
    c.set('session', claims);
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
      const session = await signedIn(header);
      if (!session) throw unauthorized();
      c.set('user', session.user);
    }
    await next();
  });
}

/** The claims of a valid access token in the header, when they can name a user at all. */
async function claimsOf(deps: AuthDeps, header: string | undefined): Promise<SessionClaims | null> {
  const token = bearerToken(header);
  const verified = token
    ? await verifyAccessToken(token, deps.config.jwtSecret, {
        maxAgeSeconds: deps.config.accessTokenTtlSeconds,
      })
    : null;
  if (!verified) return null;
  const claims = { userId: verified.sub, sessionId: verified.sid };
  return wellFormedClaims(claims) ? claims : null;
}

function sessionUser(deps: AuthDeps) {
  const db = deps.database.db;
  return async (header: string | undefined): Promise<{ user: AuthUser; claims: SessionClaims } | null> => {
    const claims = await claimsOf(deps, header);
    if (!claims) return null;
    const row = await findSessionUser(db, claims);
    if (!row) return null;
    if (row.isBlocked) throw sessionRefusal('blocked');
    return { user: { id: row.id, role: row.role, name: row.name, email: row.email }, claims };
  };
}
