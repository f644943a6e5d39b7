import type { Context } from 'hono';

/** The request came over https: its own scheme, or the proxy's X-Forwarded-Proto when the proxy is trusted. */
export function isHttpsRequest(c: Context, trustProxy: boolean): boolean {
  return (
    new URL(c.req.url).protocol === 'https:' || (trustProxy && c.req.header('x-forwarded-proto') === 'https')
  );
}
