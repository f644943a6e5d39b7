/**
 * The storefront's list pages from product_cards (migration 0009): each product's list entry kept as ready JSON
 * text by database triggers, so a page is one index scan over its documents and the server splices them into the
 * answer without parsing. Filters and sorts are the same as the product query path (products.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { preparedRows } from './prepared-rows';
import { orderSql, type ProductFilter, type ProductPageParams, productFilterSql } from './products';

/** One page of card documents (JSON text, one product each), in the page's order. */
export async function listProductCardDocs(db: DbOrTx, params: ProductPageParams): Promise<string[]> {
  const rows = await preparedRows<{ doc: string }>(
    db,
    sql`select p.doc from product_cards p where ${productFilterSql(params.filter)}
      order by ${orderSql(params)} limit ${params.limit} offset ${params.offset}`,
    'catalog_card_page',
  );
  return rows.map((row) => row.doc);
}

/** Filters product_card_counts can answer: a category (with its subtree) and the new and sale flags. */
const countedFilterKeys = new Set<keyof ProductFilter>(['categorySlug', 'isNew', 'isSale']);

function countsConditions(filter: ProductFilter): SQL | undefined {
  const conditions: SQL[] = [];
  for (const [key, value] of Object.entries(filter) as [keyof ProductFilter, unknown][]) {
    if (value === undefined) continue;
    if (!countedFilterKeys.has(key)) return undefined;
  }
  if (filter.categorySlug !== undefined) {
    conditions.push(sql`k.category_id in (
      select sc.id from categories sc
      where sc.path like (select rc.path from categories rc where rc.slug = ${filter.categorySlug}) || '%')`);
  }
  if (filter.isNew) conditions.push(sql`k.is_new`);
  if (filter.isSale) conditions.push(sql`k.is_sale`);
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

/**
 * How many active products match: a sum over product_card_counts when the filter is a category and the new or
 * sale flags (the storefront's usual lists), else a count over the cards.
 */
export async function countProductCards(db: DbOrTx, filter: ProductFilter): Promise<number> {
  const counted = countsConditions(filter);
  const rows = counted
    ? await preparedRows<{ total: number }>(
        db,
        sql`select coalesce(sum(k.products), 0)::int as total from product_card_counts k where ${counted}`,
        'catalog_card_counts',
      )
    : await preparedRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from product_cards p where ${productFilterSql(filter)}`,
        'catalog_card_count',
      );
  return rows[0]?.total ?? 0;
}
