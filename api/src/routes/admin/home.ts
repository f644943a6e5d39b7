import { z } from '@hono/zod-openapi';
import { homeConfigSchema } from '@shop/core';
import { type AppDeps, dbOf } from '../../deps';
import { jsonBody, jsonResponses, ok } from '../../lib/envelope';
import { createRouter } from '../../lib/router';
import { staffOnly } from '../../middleware/roles';
import { homeAdmin } from '../../services/admin/home-admin';
import type { CatalogService } from '../../services/catalog/catalog-service';
import { homepageSchema, previewHomepage } from '../../services/home-content';
import { adminRoutes, documentRoutes } from './admin-params';

const draftSchema = z
  .object({
    config: homeConfigSchema,
    savedAt: z.string().openapi({ description: 'when the draft was saved; send it back as basedOn' }),
    savedBy: z.string().nullable().openapi({ description: 'the name of the staff member who saved it' }),
  })
  .openapi('HomeDraft');

const draftInput = z.object({
  config: homeConfigSchema,
  basedOn: z.string().max(40).nullable().openapi({
    description: 'savedAt of the draft the editor started from; null when it started from the page',
  }),
});

/** Mounted on /api/admin/home: the home page document and its draft. */
export function adminHomeRoutes(deps: AppDeps, catalog: CatalogService) {
  const route = adminRoutes(deps, staffOnly);
  const home = homeAdmin(dbOf(deps), deps.log, () => catalog.invalidate());

  const page = documentRoutes(route, '/config', homeConfigSchema, {
    read: 'The published home page document with every default filled in',
    replace:
      'Replaces and publishes the home page document, ending any draft; the storefront shows it on its next request',
    answer: 'Home config',
    saved: 'The published home config',
  });
  const readDraftRoute = route({
    method: 'get',
    path: '/draft',
    summary: 'The draft staff are editing (null when there is none); buyers never see it',
    responses: jsonResponses('The draft', draftSchema.nullable(), [401, 403]),
  });
  const saveDraftRoute = route({
    method: 'put',
    path: '/draft',
    summary: 'Saves the draft; 409 when another staff member saved it since the editor read it',
    request: jsonBody(draftInput),
    responses: jsonResponses('The saved draft', draftSchema, [401, 403, 409]),
  });
  const publishDraftRoute = route({
    method: 'post',
    path: '/draft/publish',
    summary: 'Publishes the saved draft and ends it; 409 when there is no draft',
    responses: jsonResponses('The published home config', homeConfigSchema, [401, 403, 409]),
  });
  const previewRoute = route({
    method: 'post',
    path: '/preview',
    summary:
      "The home page a document would make, as GET /api/homepage answers it, for the editor's preview; nothing is saved",
    request: jsonBody(homeConfigSchema),
    responses: jsonResponses('The home page data of the document', homepageSchema, [401, 403]),
  });
  const discardDraftRoute = route({
    method: 'delete',
    path: '/draft',
    summary: 'Drops the draft; answers the published page the editor goes back to',
    responses: jsonResponses('The published home config', homeConfigSchema, [401, 403]),
  });

  return createRouter()
    .openapi(page.read, async (c) => c.json(ok(await home.read()), 200))
    .openapi(page.replace, async (c) =>
      c.json(ok(await home.publish(c.req.valid('json'), c.var.user.id)), 200),
    )
    .openapi(readDraftRoute, async (c) => c.json(ok(await home.readDraft()), 200))
    .openapi(saveDraftRoute, async (c) => {
      const { config, basedOn } = c.req.valid('json');
      return c.json(ok(await home.saveDraft(config, basedOn, c.var.user.id)), 200);
    })
    .openapi(publishDraftRoute, async (c) => c.json(ok(await home.publishDraft(c.var.user.id)), 200))
    .openapi(previewRoute, async (c) =>
      c.json(ok(await previewHomepage(dbOf(deps), catalog, c.req.valid('json'))), 200),
    )
    .openapi(discardDraftRoute, async (c) => c.json(ok(await home.discardDraft(c.var.user.id)), 200));
}
