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
    }
    await next();
  };
}

function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  if (length !== null) return Number(length) > 0;
  return request.headers.has('transfer-encoding') || request.body !== null;
}
