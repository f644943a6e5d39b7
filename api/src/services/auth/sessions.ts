/**
 * Sessions: a short-lived access token (bearer), and after a web sign-in a rotating refresh token in an
 * httpOnly cookie. Inside Telegram's webview cookies are unreliable, so a Telegram sign-in gets no cookie: the
 * storefront exchanges its initData again instead.
 */
import { z } from '@hono/zod-openapi';
import type { DatabaseHandle, UserRow } from '@shop/db';
import { findUserById } from '@shop/db';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../../config';
import { ApiError } from '../../lib/errors';
import { isHttpsRequest } from '../../lib/https-request';
import type { Logger } from '../../lib/logger';
import { signAccessToken } from '../../lib/tokens';
import { publicUser, publicUserSchema } from './accounts';
import { authTexts } from './auth-texts';
import { issueRefreshToken, revokeByToken, rotateRefreshToken } from './refresh-tokens';
import { refuseBlocked } from './sign-in';

const REFRESH_COOKIE = 'refresh_token';
const REFRESH_COOKIE_PATH = '/api/auth';

export const sessionSchema = z
  .object({
    token: z.string().openapi({ description: 'Access token (JWT) for the Authorization: Bearer header' }),
    expiresIn: z.number().int().openapi({ description: 'Seconds until the access token expires' }),
    user: publicUserSchema,
  })
  .openapi('Session');

type Session = z.infer<typeof sessionSchema>;

export interface SessionDeps {
  database: Pick<DatabaseHandle, 'db'>;
  config: Pick<Config, 'trustProxy' | 'jwtSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'>;
  log: Logger;
}

export function createSessions(deps: SessionDeps) {
  const db = deps.database.db;
  const { config, log } = deps;

  const isHttps = (c: Context) => isHttpsRequest(c, config.trustProxy);

  const setRefreshCookie = (c: Context, token: string) =>
    setCookie(c, REFRESH_COOKIE, token, {
      httpOnly: true,
      // Strict works here: the cookie is only ever sent by the shop's own pages calling its own API.
      sameSite: 'Strict',
      path: REFRESH_COOKIE_PATH,
      secure: isHttps(c),
      maxAge: config.refreshTokenTtlSeconds,
    });

  const clearRefreshCookie = (c: Context) =>
    deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH, secure: isHttps(c) });

  const refused = () => new ApiError('UNAUTHORIZED', authTexts.refreshRefused);

  /**
   * An access token for the user. A web session's token names its refresh token family, so that ending the
   * sign-in also ends the access tokens it handed out (see findSessionUser).
   */
  const accessSession = async (user: UserRow, sessionId?: string): Promise<Session> => ({
    token: await signAccessToken(
      { sub: user.id, role: user.role, sid: sessionId },
      config.jwtSecret,
      config.accessTokenTtlSeconds,
    ),
    expiresIn: config.accessTokenTtlSeconds,
    user: publicUser(user),
  });

  return {
    /** Telegram sign-in: the initData exchange stands in for the refresh cookie. */
    accessSession: (user: UserRow) => accessSession(user),

    /** A password sign-in or a registration: an access token, and a new refresh token family in the cookie. */
    async startWebSession(c: Context, user: UserRow): Promise<Session> {
      const refresh = await issueRefreshToken(db, {
        userId: user.id,
        ttlSeconds: config.refreshTokenTtlSeconds,
        userAgent: c.req.header('user-agent'),
      });
      setRefreshCookie(c, refresh.token);
      return accessSession(user, refresh.familyId);
    },

    /** Exchanges the refresh cookie for a new access token; the cookie rotates, or is cleared when refused. */
    async refresh(c: Context): Promise<Session> {
      const presented = getCookie(c, REFRESH_COOKIE);
      if (!presented) throw refused();
      const rotation = await rotateRefreshToken(db, presented, {
        secret: config.jwtSecret,
        ttlSeconds: config.refreshTokenTtlSeconds,
        userAgent: c.req.header('user-agent'),
      });
      if (!rotation.ok) {
        if (rotation.reason === 'reused')
          log.warn('a rotated refresh token was reused: its family is revoked');
        clearRefreshCookie(c);
        throw refused();
      }
      const user = await findUserById(db, rotation.userId);
      if (!user) {
        clearRefreshCookie(c);
        throw refused();
      }
      if (user.blockedAt) clearRefreshCookie(c);
      refuseBlocked(user);
      setRefreshCookie(c, rotation.next.token);
      return accessSession(user, rotation.next.familyId);
    },

    /** Sign-out: the refresh token family is revoked (when a cookie came) and the cookie cleared. */
    async end(c: Context): Promise<void> {
      const presented = getCookie(c, REFRESH_COOKIE);
      if (presented) await revokeByToken(db, presented);
      clearRefreshCookie(c);
    },
  };
}
