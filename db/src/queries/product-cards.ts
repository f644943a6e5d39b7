/**
 * The storefront's catalogue reads from product_cards: each product's entry kept as ready JSON text by database
 * triggers (the one definition is db/sql/product-cards.sql), so a page reads 20 documents that the server splices
 * into its answer without parsing them. Filters and sorts are those of products.ts.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { preparedRows } from './prepared-rows';
import {
  categorySubtreeSql,
  orderSql,
  type ProductFilter,
  type ProductPageParams,
  type ProductSort,
  productFilterSql,
} from './products';

/** The columns each sort reads: with the id they make the sort's index, so the walk is index-only. */
const sortKeys: Record<ProductSort, SQL> = {
  newest: sql`p.created_at, p.id`,
  price_asc: sql`p.price_kopecks, p.id`,
  price_desc: sql`p.price_kopecks, p.id`,
  popular: sql`p.popularity, p.id`,
};

/**
 * The page's ids and sort keys. A category page walks each category of the subtree in the page's order, at most
 * offset + limit entries each (index (category_id, sort key)), and merges them; other pages walk the sort's index
 * and stop after the page. Neither touches a document.
 */
function pageKeysSql(params: ProductPageParams): SQL {
  const { filter, sort, limit, offset, preferCategoryId } = params;
  const order = orderSql(params);
  const keys = preferCategoryId === undefined ? sortKeys[sort] : sql`${sortKeys[sort]}, p.category_id`;
  if (filter.categorySlug === undefined || preferCategoryId !== undefined) {
    return sql`select ${keys} from product_cards p where ${productFilterSql(filter)}
      order by ${order} limit ${limit} offset ${offset}`;
  }
  const { categorySlug, ...rest } = filter;
  return sql`select ${keys} from (${categorySubtreeSql(categorySlug)}) sc
    cross join lateral (
      select ${keys} from product_cards p where ${productFilterSql(rest)} and p.category_id = sc.id
      order by ${order} limit ${offset + limit}
    ) p
    order by ${order} limit ${limit} offset ${offset}`;
}

export interface ProductCardPage {
  /** The page's card documents (JSON text, one product each), in the page's order. */
  docs: string[];
  /** How many products match, when product_card_counts can tell (see countProductCards) and the page has rows. */
  total: number | undefined;
}

/** One page of card documents, with the list's total when it is a sum over a few count rows: one statement. */
export async function listProductCardDocs(db: DbOrTx, params: ProductPageParams): Promise<ProductCardPage> {
  const counted = countsConditions(params.filter);
  const total = counted
    ? sql`(select coalesce(sum(k.products), 0)::int from product_card_counts k where ${counted})`
    : sql`null::int`;
  const rows = await preparedRows<{ doc: string; total: number | null }>(
    db,
    sql`select card.doc, ${total} as total from (${pageKeysSql(params)}) p
      join product_cards card on card.id = p.id
      order by ${orderSql(params)}`,
    'catalog_card_page',
  );
  return { docs: rows.map((row) => row.doc), total: rows[0]?.total ?? undefined };
}

/** Filters product_card_counts can answer: a category (with its subtree) and the new and sale flags. */
const countedFilterKeys = new Set<keyof ProductFilter>(['categorySlug', 'isNew', 'isSale']);

function countsConditions(filter: ProductFilter): SQL | undefined {
  const keys = Object.entries(filter).flatMap(([key, value]) => (value === undefined ? [] : [key]));
  if (!keys.every((key) => countedFilterKeys.has(key as keyof ProductFilter))) return undefined;
  const conditions: SQL[] = [sql`true`];
  if (filter.categorySlug !== undefined) {
    conditions.push(sql`k.category_id in (${categorySubtreeSql(filter.categorySlug)})`);
  }
  if (filter.isNew) conditions.push(sql`k.is_new`);
  if (filter.isSale) conditions.push(sql`k.is_sale`);
  return sql.join(conditions, sql` and `);
}

/**
 * How many active products match: a sum over product_card_counts when the filter is a category and the new or
 * sale flags (the storefront's usual lists), else a count over the cards.
 */
export async function countProductCards(db: DbOrTx, filter: ProductFilter): Promise<number> {
  const counted = countsConditions(filter);
  const rows = await preparedRows<{ total: number }>(
    db,
    counted
      ? sql`select coalesce(sum(k.products), 0)::int as total from product_card_counts k where ${counted}`
      : sql`select count(*)::int as total from product_cards p where ${productFilterSql(filter)}`,
    'catalog_card_count',
  );
  return rows[0]?.total ?? 0;
}

/** The card documents of the active products with these ids, in the order of the ids; others are left out. */
export async function productCardDocsByIds(db: DbOrTx, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await preparedRows<{ id: number; doc: string }>(
    db,
    sql`select p.id, p.doc from product_cards p where ${productFilterSql({ ids: [...ids] })}`,
    'catalog_card_by_ids',
  );
  const byId = new Map(rows.map((row) => [row.id, row.doc]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

export interface ProductCardDetail {
  /** The card document (JSON text). */
  doc: string;
  /** The description (`{"ru":""}` when there is none) and the attributes, as JSON text. */
  description: string;
  attributes: string;
}

/** One active product's card with the detail-only parts, all as JSON text: one primary-key lookup. */
export async function productCardDetail(db: DbOrTx, id: number): Promise<ProductCardDetail | undefined> {
  const rows = await preparedRows<ProductCardDetail>(
    db,
    sql`select card.doc, card_json(coalesce(p.description, '{"ru": ""}'::jsonb)) as description,
        card_json(p.attributes) as attributes
      from product_cards card join products p on p.id = card.id
      where card.id = ${id} and card.is_active`,
    'catalog_card_detail',
  );
  return rows[0];
}

/**
 * The popular sort brought up to the products' sales: an order moves a product's sold count but not its card's
 * `popularity`, so that its card update writes no index (db/sql/product-cards.sql, product_cards_rank_popular).
 * Answers how many cards moved.
 */
export async function rankPopularCards(db: DbOrTx): Promise<number> {
  const rows = await preparedRows<{ moved: number }>(
    db,
    sql`select product_cards_rank_popular() as moved`,
    'catalog_rank_popular',
  );
  return rows[0]?.moved ?? 0;
}
