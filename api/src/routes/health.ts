import { createRoute, z } from '@hono/zod-openapi';
import { migrationStatus } from '@shop/db';
import type { AppDeps } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
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

export function healthRoutes(deps: AppDeps) {
  const startedAt = deps.startedAt ?? new Date();
  return createRouter().openapi(healthRoute, async (c) => {
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
