import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../lib/errors';

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * API bodies are JSON (uploads, which are multipart, opt out by path). A body of another type is refused up
 * front, so that a handler never sees a body its validator skipped. An empty body is no body, whatever its
 * content type: calls that take none (logout, the promocode copy) are often sent bare.
 */
export function requireJsonBody(options: { multipartPaths?: RegExp } = {}): MiddlewareHandler {
  return async (c, next) => {
    if (!methodsWithBody.has(c.req.method)) return next();
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (type === 'multipart/form-data' && options.multipartPaths?.test(c.req.path)) return next();
    if (await isEmptyBody(c)) return next();
    if (type !== 'application/json') {
      throw new ApiError(
        'UNSUPPORTED_MEDIA_TYPE',
        'Тело запроса должно быть в формате JSON (application/json)',
      );
    }
    // Read once here; Hono keeps the text, and the validator's JSON parse reuses it.
    if (hasNulByte(await c.req.text())) throw nulByteError();
    await next();
  };
}

/**
 * PostgreSQL text cannot hold a NUL character, so a NUL anywhere in a request would otherwise end as a database
 * error (a 500). It is refused up front, in the address and in JSON bodies alike.
 */
export function refuseNulBytes(): MiddlewareHandler {
  return async (c, next) => {
    if (/%00/i.test(c.req.url) || c.req.url.includes('\0')) throw nulByteError();
    await next();
  };
}

const hasNulByte = (text: string): boolean => text.includes('\0') || /\\u0000/i.test(text);

const nulByteError = () => new ApiError('BAD_REQUEST', 'Запрос содержит недопустимый символ (NUL)');

/**
 * Node's server hands every POST a body stream, even one sent without Content-Length or Transfer-Encoding
 * (which HTTP defines as no body), so a body without a declared length is read to see whether it holds
 * anything. The read is bounded by the body limit that runs before, and Hono keeps the text for the validator.
 */
async function isEmptyBody(c: Context): Promise<boolean> {
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) === 0;
  if (c.req.raw.body === null) return true;
  return (await c.req.text()) === '';
}

/**
 * Refuses a body over `maxSize` bytes with `onError`. A body whose length is declared is judged by its header (Node's
 * parser holds the body to it), and a call without a body (GET, HEAD) passes untouched; only a body sent without a
 * length (chunked) is counted as it streams in, by Hono's body limit. Hono's limit alone reads `c.req.raw.body`
 * first, which makes the Node adapter build a whole web Request with a body stream for every call, GETs included
 * (GET /api/health, which nothing else here touches, answered 12 % more calls a second without it).
 */
export function limitBody(maxSize: number, onError: () => never): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return counted(c, next);
    if (Number.parseInt(length, 10) > maxSize) onError();
    await next();
  };
}
