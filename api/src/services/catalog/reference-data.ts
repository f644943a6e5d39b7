/** Colors and sizes as the storefront reads them, and the color lookups it keeps. */
import { z } from '@hono/zod-openapi';
import { PRODUCT_TYPES, type ProductType } from '@shop/core';
import { type ColorRow, type DbOrTx, listActiveColors, listActiveSizes } from '@shop/db';
import { localizedTextSchema } from './product-view';

export const colorSchema = z
  .object({ code: z.string(), name: localizedTextSchema, hex: z.string() })
  .openapi('Color');

export const colorMappingSchema = z
  .object({
    codeToHex: z.record(z.string(), z.string()),
    codeToName: z.record(z.string(), z.string()).openapi({ description: 'Russian names' }),
    nameToHex: z
      .record(z.string(), z.string())
      .openapi({ description: 'Russian and English names, as written and in lower case' }),
    codeToColor: z.record(z.string(), z.object({ hex: z.string(), name: z.string() })),
  })
  .openapi('ColorMapping');

type ColorMapping = z.infer<typeof colorMappingSchema>;

export const sizeSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    productType: z.enum(PRODUCT_TYPES),
    sortOrder: z.number().int(),
  })
  .openapi('Size');

export async function activeColors(db: DbOrTx): Promise<z.infer<typeof colorSchema>[]> {
  return (await listActiveColors(db)).map((row) => ({ code: row.code, name: row.name, hex: row.hex }));
}

function colorMapping(rows: ColorRow[]): ColorMapping {
  const mapping: ColorMapping = { codeToHex: {}, codeToName: {}, nameToHex: {}, codeToColor: {} };
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

export async function activeColorMapping(db: DbOrTx): Promise<ColorMapping> {
  return colorMapping(await listActiveColors(db));
}

export async function activeSizes(
  db: DbOrTx,
  productType: ProductType | undefined,
): Promise<z.infer<typeof sizeSchema>[]> {
  const rows = await listActiveSizes(db, productType ? { productType } : {});
  return rows.map((row) => ({
    code: row.code,
    name: row.name.ru,
    productType: row.productType,
    sortOrder: row.sortOrder,
  }));
}
