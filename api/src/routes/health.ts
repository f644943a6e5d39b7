import { createRoute, z } from '@hono/zod-openapi';
import { databaseAnswers, migrationStatus } from '@shop/db';
import type { AppDeps } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { createRouter } from '../lib/router';

const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({
      kind: z.enum(['pglite', 'postgres']),
      migrations: z.object({ applied: z.number().int(), known: z.number().int(), upToDate: z.boolean() }),
    }),
    uptimeSeconds: z.number(),
  })
  .openapi('Health');

const healthRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['system'],
  summary: 'Liveness and database state',
  responses: jsonResponses('The server and its database answer', healthSchema),
});

const readySchema = z.object({ ready: z.literal(true) }).openapi('Readiness');

const readyRoute = createRoute({
  method: 'get',
  path: '/ready',
  tags: ['system'],
  summary: 'Readiness for a load balancer',
  description:
    '200 while the database answers and the server is not shutting down; 503 with the error body otherwise, ' +
    'so a load balancer stops sending requests to an instance that is stopping or has lost its database.',
  responses: jsonResponses('This instance takes requests', readySchema, [503]),
});

const healthTexts = {
  stopping: 'Сервер останавливается',
  databaseDown: 'База данных не отвечает',
};

export function healthRoutes(deps: AppDeps) {
  const startedAt = deps.startedAt ?? new Date();
  const accepting = deps.isAcceptingWork ?? (() => true);
  return createRouter()
    .openapi(readyRoute, async (c) => {
      if (!accepting()) throw new ApiError('SERVICE_UNAVAILABLE', healthTexts.stopping);
      if (!(await databaseAnswers(deps.database))) {
        throw new ApiError('SERVICE_UNAVAILABLE', healthTexts.databaseDown);
      }
      return c.json(ok({ ready: true as const }), 200);
    })
    .openapi(healthRoute, async (c) => {
      const migrations = await migrationStatus(deps.database);
      return c.json(
        ok({
          status: migrations.upToDate ? ('ok' as const) : ('degraded' as const),
          database: { kind: deps.database.kind, migrations },
          uptimeSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
        }),
        200,
      );
    });
}
