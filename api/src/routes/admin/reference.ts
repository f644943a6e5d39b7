import { z } from '@hono/zod-openapi';
import { colorInput, sizeInput } from '@shop/core';
import type { StaffActor } from '@shop/db';
import { type AppDeps, dbOf } from '../../deps';
import { jsonBody, jsonResponses, ok } from '../../lib/envelope';
import { createRouter } from '../../lib/router';
import { staffOnly } from '../../middleware/roles';
import {
  adminColorSchema,
  adminSizeSchema,
  colorAdmin,
  sizeAdmin,
} from '../../services/admin/reference-admin';
import type { CatalogService } from '../../services/catalog/catalog-service';
import { actorOf, adminRoutes, codeParams } from './admin-params';

interface ReferenceService<Input, View> {
  list(): Promise<View[]>;
  create(input: Input, actor: StaffActor): Promise<View>;
  update(code: string, input: Input, actor: StaffActor): Promise<View>;
  remove(code: string, actor: StaffActor): Promise<void>;
}

/** What the documentation says of one kind of reference record. */
interface ReferenceSummaries {
  list: string;
  listDescription: string;
  create: string;
  created: string;
  update: string;
  changed: string;
  remove: string;
}

/** List, add, change and delete one kind of coded reference record (colors, sizes), for staff. */
function referenceRoutes<Input extends z.ZodType, View extends z.ZodType>(
  deps: AppDeps,
  service: ReferenceService<z.output<Input>, z.output<View>>,
  input: Input,
  view: View,
  summaries: ReferenceSummaries,
) {
  const route = adminRoutes(deps, staffOnly);

  const listRoute = route({
    method: 'get',
    path: '/',
    summary: summaries.list,
    responses: jsonResponses(summaries.listDescription, z.array(view), [401, 403]),
  });
  const createRecordRoute = route({
    method: 'post',
    path: '/',
    summary: summaries.create,
    request: jsonBody(input),
    responses: jsonResponses(summaries.created, view, [401, 403, 409]),
  });
  const updateRoute = route({
    method: 'put',
    path: '/{code}',
    summary: summaries.update,
    request: { params: codeParams, ...jsonBody(input) },
    responses: jsonResponses(summaries.changed, view, [401, 403, 404, 409]),
  });
  const deleteRoute = route({
    method: 'delete',
    path: '/{code}',
    summary: summaries.remove,
    request: { params: codeParams },
    responses: jsonResponses('Deleted', z.object({ code: z.string() }), [401, 403, 404, 409]),
  });

  // Inside a factory generic over the schemas the validated body's type is unknown to hono; the routes declare it.
  type Validated = { req: { valid(target: never): unknown } };
  const bodyOf = (c: Validated) => c.req.valid('json' as never) as z.output<Input>;
  const codeOf = (c: Validated) => (c.req.valid('param' as never) as z.output<typeof codeParams>).code;

  return createRouter()
    .openapi(listRoute, async (c) => c.json(ok(await service.list()), 200))
    .openapi(createRecordRoute, async (c) =>
      c.json(ok(await service.create(bodyOf(c), actorOf(c.var.user))), 200),
    )
    .openapi(updateRoute, async (c) =>
      c.json(ok(await service.update(codeOf(c), bodyOf(c), actorOf(c.var.user))), 200),
    )
    .openapi(deleteRoute, async (c) => {
      const { code } = c.req.valid('param');
      await service.remove(code, actorOf(c.var.user));
      return c.json(ok({ code }), 200);
    });
}

/** Mounted on /api/admin/colors. */
export const adminColorRoutes = (deps: AppDeps, catalog: CatalogService) =>
  referenceRoutes(
    deps,
    colorAdmin(dbOf(deps), () => catalog.invalidate()),
    colorInput,
    adminColorSchema,
    {
      list: 'Every color, active or not, in sort order',
      listDescription: 'Colors',
      create: 'Adds a color',
      created: 'The new color',
      update: 'Changes a color; a new code follows into variants and images',
      changed: 'The changed color',
      remove: 'Deletes a color no product uses',
    },
  );

/** Mounted on /api/admin/sizes. */
export const adminSizeRoutes = (deps: AppDeps, catalog: CatalogService) =>
  referenceRoutes(
    deps,
    sizeAdmin(dbOf(deps), () => catalog.invalidate()),
    sizeInput,
    adminSizeSchema,
    {
      list: 'Every size, active or not, by product type and sort order',
      listDescription: 'Sizes',
      create: 'Adds a size',
      created: 'The new size',
      update: 'Changes a size; a new code follows into variants',
      changed: 'The changed size',
      remove: 'Deletes a size no product uses',
    },
  );
