import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../lib/errors';

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * API bodies are JSON (uploads, which are multipart, opt out by path). A body of another type is refused up
 * front, so that a handler never sees a body its validator skipped.
 */
export function requireJsonBody(options: { multipartPaths?: RegExp } = {}): MiddlewareHandler {
  return async (c, next) => {
    if (methodsWithBody.has(c.req.method) && hasBody(c.req.raw)) {
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const multipartAllowed = options.multipartPaths?.test(c.req.path) && type === 'multipart/form-data';
      if (type !== 'application/json' && !multipartAllowed) {
        throw new ApiError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Тело запроса должно быть в формате JSON (application/json)',
        );
      }
      // Read once here; Hono keeps the text, and the validator's JSON parse reuses it.
      if (type === 'application/json' && hasNulByte(await c.req.text())) throw nulByteError();
    }
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

function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  if (length !== null) return Number(length) > 0;
  return request.headers.has('transfer-encoding') || request.body !== null;
}
