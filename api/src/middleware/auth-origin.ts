/**
 * Calls that act on the refresh cookie (refresh-token, logout) are accepted only from the shop's own pages.
 * hono/csrf does the check (the Origin, or Sec-Fetch-Site: same-origin, must name the shop); this wrapper adds
 * the two things it cannot be told: a client that sends neither header is not a browser and is let through (it
 * cannot be tricked into carrying a cookie), and a refusal is our JSON 403, not Hono's plain-text one.
 * Like hono/csrf, a body typed application/json passes whatever its Origin: a browser cannot send one to another
 * site without a CORS preflight, and this API answers none.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { ApiError } from '../lib/errors';

export interface OriginPolicy {
  allowedOrigins: readonly string[];
  publicUrl?: string | undefined;
  trustProxy?: boolean;
}

/** The origin the request was sent to; behind a trusted proxy, the one the browser saw. */
export function ownOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const host = (trustProxy && c.req.header('x-forwarded-host')) || c.req.header('host') || url.host;
  const proto = (trustProxy && c.req.header('x-forwarded-proto')) || url.protocol.replace(':', '');
  return `${proto}://${host}`;
}

export function requireAllowedOrigin(policy: OriginPolicy): MiddlewareHandler {
  const allowed = new Set(policy.allowedOrigins);
  if (policy.publicUrl) allowed.add(new URL(policy.publicUrl).origin);
  const check = csrf({
    origin: (origin, c) => allowed.has(origin) || origin === ownOrigin(c, policy.trustProxy ?? false),
    secFetchSite: 'same-origin',
  });
  return async (c, next) => {
    const fromBrowser = c.req.header('origin') !== undefined || c.req.header('sec-fetch-site') !== undefined;
    if (fromBrowser) {
      let passed = false;
      try {
        await check(c, async () => {
          passed = true;
        });
      } catch (error) {
        if (!(error instanceof HTTPException)) throw error;
      }
      if (!passed) throw new ApiError('FORBIDDEN', 'Запрос отклонён: он пришёл не со страницы магазина');
    }
    await next();
  };
}
