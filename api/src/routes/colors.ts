import { createRoute, z } from '@hono/zod-openapi';
import { type ColorRow, listActiveColors } from '@shop/db';
import { type AppDeps, dbOf } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import { localizedTextSchema } from '../services/catalog/product-view';

const colorSchema = z
  .object({ code: z.string(), name: localizedTextSchema, hex: z.string() })
  .openapi('Color');

const colorMappingSchema = z
  .object({
    codeToHex: z.record(z.string(), z.string()),
    codeToName: z.record(z.string(), z.string()).openapi({ description: 'Russian names' }),
    nameToHex: z
      .record(z.string(), z.string())
      .openapi({ description: 'Russian and English names, as written and in lower case' }),
    codeToColor: z.record(z.string(), z.object({ hex: z.string(), name: z.string() })),
  })
  .openapi('ColorMapping');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['catalog'],
  summary: 'Active colors in their sort order',
  responses: jsonResponses('Colors', z.array(colorSchema)),
});

const mappingRoute = createRoute({
  method: 'get',
  path: '/mapping',
  tags: ['catalog'],
  summary: 'Color lookups for the storefront (code to hex and name, name to hex)',
  responses: jsonResponses('Color mapping', colorMappingSchema),
});

export function colorMapping(rows: ColorRow[]): z.infer<typeof colorMappingSchema> {
  const mapping: z.infer<typeof colorMappingSchema> = {
    codeToHex: {},
    codeToName: {},
    nameToHex: {},
    codeToColor: {},
  };
  for (const row of rows) {
    mapping.codeToHex[row.code] = row.hex;
    mapping.codeToName[row.code] = row.name.ru;
    mapping.codeToColor[row.code] = { hex: row.hex, name: row.name.ru };
    for (const name of [row.name.ru, row.name.en]) {
      if (!name) continue;
      mapping.nameToHex[name] = row.hex;
      mapping.nameToHex[name.toLowerCase()] = row.hex;
    }
  }
  return mapping;
}

export function colorRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  return createRouter()
    .openapi(listRoute, async (c) => {
      const rows = await listActiveColors(db);
      return c.json(ok(rows.map((row) => ({ code: row.code, name: row.name, hex: row.hex }))), 200);
    })
    .openapi(mappingRoute, async (c) => c.json(ok(colorMapping(await listActiveColors(db))), 200));
}
