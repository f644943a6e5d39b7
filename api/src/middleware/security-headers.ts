/**
 * What browsers may do with each kind of response: its content security policy and who may frame it, no MIME
 * sniffing, no referrer leaving the shop, and HSTS over https. Hono's secureHeaders sets one fixed set per
 * mount; the shop needs a policy chosen once the response is known (an SVG is inert wherever it is served from)
 * and HSTS only when the request came over https, so the few headers are set here.
 */

import type { MiddlewareHandler } from 'hono';
import { FIRST_SCREEN_SCRIPT_HASH } from '../lib/first-screen-script';
import { isHttpsRequest } from '../lib/https-request';

export interface SecurityHeaderOptions {
  /** Origins besides the shop's own that may show the storefront in a frame (Telegram's web clients). */
  storefrontFrameOrigins: string[];
  /** Behind a reverse proxy the scheme comes from X-Forwarded-Proto. */
  trustProxy: boolean;
}

/**
 * What both front ends need: their own scripts and styles (Vite writes no inline script, vanilla-extract only
 * .css files, and React's style props go through the CSSOM, which style-src does not govern), their own API,
 * images also as data: and blob: URLs (previews of a picked file).
 */
const frontEnd = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/** Files that must stay inert even when opened on their own: no script runs, no form posts, no plugin loads. */
const INERT_FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
const ADMIN_POLICY = `${frontEnd}; frame-ancestors 'none'`;
/**
 * The storefront's pages also carry a first screen drawn by the server (storefront-first-screen.ts): its one
 * inline script, allowed by hash (lib/first-screen-script.ts), and the `style` attributes React writes for its style
 * props (a colour dot's colour, a picture's ratio). Attributes only: a `<style>` element stays refused.
 */
const storefrontPolicy = (frameOrigins: string[]) =>
  [
    frontEnd.replace("script-src 'self'", `script-src 'self' ${FIRST_SCREEN_SCRIPT_HASH}`),
    "style-src-attr 'unsafe-inline'",
    `frame-ancestors ${["'self'", ...frameOrigins].join(' ')}`,
  ].join('; ');

/** A year, renewed by every answer over https. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Registered first, so that it sees every answer: API, pages, files, errors and redirects alike. */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const storefront = storefrontPolicy(options.storefrontFrameOrigins);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const path = c.req.path;
    const inert =
      path.startsWith('/uploads/') || /^image\/svg\+xml\b/i.test(headers.get('content-type') ?? '');
    if (inert) {
      headers.set('Content-Security-Policy', INERT_FILE_POLICY);
    } else if (path.startsWith('/api/') || path === '/admin' || path.startsWith('/admin/')) {
      // A page that carries its own policy (the API reference, with the hashes of its inline code) keeps it.
      if (!headers.has('Content-Security-Policy')) {
        headers.set('Content-Security-Policy', path.startsWith('/api/') ? API_POLICY : ADMIN_POLICY);
      }
      headers.set('X-Frame-Options', 'DENY');
    } else {
      // X-Frame-Options cannot name origins; browsers that know frame-ancestors ignore it anyway.
      headers.set('Content-Security-Policy', storefront);
    }
    headers.set('X-Content-Type-Options', 'nosniff');
    // Links out (messengers, social networks) learn nothing of the page they were followed from.
    headers.set('Referrer-Policy', 'same-origin');
    if (isHttpsRequest(c, options.trustProxy)) headers.set('Strict-Transport-Security', HSTS);
  };
}
