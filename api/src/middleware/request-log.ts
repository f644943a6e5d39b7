import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger';

/**
 * One log line per API request, with the request id hono/request-id gave it (also answered as X-Request-Id); the
 * query string is left out because it may carry personal data.
 */
export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log.info('request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms,
    });
  };
}
