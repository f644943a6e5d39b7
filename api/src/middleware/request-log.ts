import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger';

/** One line per API request; the query string is left out because it may carry personal data. */
export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log.info(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
