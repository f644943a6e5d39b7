/** Query and path parameters shared by the catalogue routes; bad values answer 400, never a 500. */
import { z } from '@hono/zod-openapi';
import { MAX_DB_INTEGER } from '@shop/core';
import type { ProductSort } from '@shop/db';
import { booleanQuery } from '../lib/query-params';

const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 10_000;

/** Any positive limit is accepted and capped at `max`, so `?limit=1000000` reads one full page. */
export const limitQuery = (fallback: number, max = MAX_PAGE_SIZE) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .default(fallback)
    .transform((value) => Math.min(value, max))
    .openapi({ description: `page size, capped at ${max}` });

export const pageQuery = z.coerce.number().int().min(1).max(MAX_PAGE).default(1);

/** `RED,BLK`: comma-separated codes, upper-cased; at most 30. */
const codeListQuery = z
  .string()
  .max(400)
  .transform((value) =>
    value
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[A-Z0-9_-]{1,20}$/, 'Неверный код')).max(30))
  .optional();

/** Roubles, as the storefront shows them. */
const priceQuery = z.coerce.number().min(0).max(100_000_000).optional();

/**
 * A product id: digits, or a 24-hex-digit id of the former shop's links (it never exists here, so 404).
 * Anything else is malformed (400).
 */
export const productIdParam = z
  .string()
  .regex(/^(\d{1,15}|[0-9a-fA-F]{24})$/, 'Неверный идентификатор товара')
  .transform((value) => {
    if (!/^\d+$/.test(value)) return null;
    const id = Number(value);
    return id >= 1 && id <= MAX_DB_INTEGER ? id : null;
  })
  .openapi({ param: { name: 'id', in: 'path' }, example: '12' });

const sortAliases: Record<string, ProductSort> = {
  newest: 'newest',
  '-createdAt': 'newest',
  price_asc: 'price_asc',
  price: 'price_asc',
  price_desc: 'price_desc',
  '-price': 'price_desc',
  popular: 'popular',
};

const sortQuery = z
  .enum(Object.keys(sortAliases) as [string, ...string[]])
  .default('newest')
  .transform((value) => sortAliases[value] ?? 'newest')
  .openapi({ description: 'newest (-createdAt), price_asc (price), price_desc (-price) or popular' });

/** The query of GET /api/products: filters in the storefront's names, sort, page and page size. */
export const productListQuery = z.object({
  category: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .openapi({ description: 'slug; subcategories included' }),
  filter: z.enum(['new', 'sale']).optional(),
  isSale: booleanQuery,
  isNew: booleanQuery,
  minPrice: priceQuery,
  maxPrice: priceQuery,
  colors: codeListQuery,
  sizes: codeListQuery,
  inStock: booleanQuery,
  sort: sortQuery,
  page: pageQuery,
  limit: limitQuery(20),
});
