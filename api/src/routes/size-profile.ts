import { z } from '@hono/zod-openapi';
import { readSizeProfile } from '@shop/db';
import { type AppDeps, dbOf } from '../deps';
import { jsonBody, jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import { saveSizeProfile } from '../services/auth/size-profile';
import { signedInRoutes } from './signed-in-routes';

const sizeCode = z
  .string('Укажите код размера')
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{1,20}$/, 'Неверный код размера')
  .nullable()
  .default(null);

const sizeProfileSchema = z
  .object({
    clothing: z.string().nullable().openapi({ example: 'M' }),
    footwear: z.string().nullable().openapi({ example: '38' }),
  })
  .openapi('SizeProfile');

const answer = z.object({ sizes: sizeProfileSchema });

/** «Мои размеры» (GET/PUT /api/auth/me/sizes): a signed-in buyer's own sizes, one per kind of goods. */
export function sizeProfileRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  const route = signedInRoutes(['auth'], deps);

  const readRoute = route({
    method: 'get',
    path: '/',
    summary: "The signed-in buyer's sizes (null where she has not chosen one)",
    responses: jsonResponses('Her sizes', answer, [401]),
  });
  const writeRoute = route({
    method: 'put',
    path: '/',
    summary:
      "Replaces the signed-in buyer's sizes; each must be an active size of its kind (400 names the field)",
    request: jsonBody(z.object({ clothing: sizeCode, footwear: sizeCode })),
    responses: jsonResponses('Her sizes as saved', answer, [401]),
  });

  return createRouter()
    .openapi(readRoute, async (c) => c.json(ok({ sizes: await readSizeProfile(db, c.var.user.id) }), 200))
    .openapi(writeRoute, async (c) =>
      c.json(ok({ sizes: await saveSizeProfile(db, c.var.user.id, c.req.valid('json')) }), 200),
    );
}
