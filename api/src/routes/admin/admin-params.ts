/** Path parameters of the back-office routes, and how a back-office route is declared. */
import { z } from '@hono/zod-openapi';
import { recordIdText } from '@shop/core';
import type { MiddlewareHandler } from 'hono';
import { jsonBody, jsonResponses } from '../../lib/envelope';
import type { AuthDeps, AuthEnv } from '../../middleware/auth';
import { signedInRoutes } from '../signed-in-routes';

export const numericIdParams = z.object({
  id: recordIdText().openapi({ param: { name: 'id', in: 'path' }, example: 12 }),
});

export const codeParams = z.object({
  code: z
    .string()
    .min(1)
    .max(20)
    .openapi({ param: { name: 'code', in: 'path' }, example: 'RED' }),
});

/** What every back-office route declares: the admin tag and the bearer token. */
export const adminRoute = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/**
 * Declares back-office routes for one role guard (`staffOnly` or `adminOnly`): each gets the admin tag, the
 * bearer token, a signed-in check and the guard.
 */
export const adminRoutes = (deps: AuthDeps, guard: () => MiddlewareHandler<AuthEnv>) =>
  signedInRoutes(adminRoute.tags, deps, guard());

/**
 * The pair of routes of a settings document the back office reads with every default filled in and replaces
 * whole: GET and PUT on one path, both answering the document (or `answer`, the document with what the screen
 * needs beside it).
 */
export function documentRoutes<P extends string, S extends z.ZodType, A extends z.ZodType = S>(
  route: ReturnType<typeof adminRoutes>,
  path: P,
  schema: S,
  texts: { read: string; replace: string; answer: string; saved: string },
  answer?: A,
) {
  const answerSchema = (answer ?? schema) as A;
  return {
    read: route({
      method: 'get',
      path,
      summary: texts.read,
      responses: jsonResponses(texts.answer, answerSchema, [401, 403]),
    }),
    replace: route({
      method: 'put',
      path,
      summary: texts.replace,
      request: jsonBody(schema),
      responses: jsonResponses(texts.saved, answerSchema, [401, 403]),
    }),
  };
}

/** Who makes a back-office change, as the audit log records them. */
export const actorOf = (user: { id: string; name: string }) => ({ id: user.id, name: user.name });
