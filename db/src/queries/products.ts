/**
 * The storefront's filters and sorts over products (product-cards.ts runs them over product_cards, which has the
 * same key columns) and where a product sits in the category tree.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { preparedRows } from './prepared-rows';

export type ProductSort = 'newest' | 'price_asc' | 'price_desc' | 'popular';

export interface ProductFilter {
  /** The category and everything below it. An unknown slug matches nothing. */
  categorySlug?: string;
  /** Categories whose path starts with this ("/1/" is a root and its subtree). */
  categoryPathPrefix?: string;
  ids?: number[];
  excludeId?: number;
  isNew?: boolean;
  isSale?: boolean;
  isFeatured?: boolean;
  minPriceKopecks?: number;
  maxPriceKopecks?: number;
  /** Any of these color codes. */
  colors?: string[];
  /** Any of these size codes. */
  sizes?: string[];
  inStock?: boolean;
}

export interface ProductPageParams {
  filter: ProductFilter;
  sort: ProductSort;
  limit: number;
  offset: number;
  /** Products of this category first (related products). */
  preferCategoryId?: number;
}

/** The ids of the category with this slug and of every category below it (`sc.id`). */
export const categorySubtreeSql = (slug: string): SQL => sql`select sc.id from categories sc
  where sc.path like (select rc.path from categories rc where rc.slug = ${slug}) || '%'`;

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Conditions on `p` (products, or product_cards, which has the same key columns); only active products are ever
 * shown in the storefront.
 */
export function productFilterSql(filter: ProductFilter): SQL {
  const conditions: SQL[] = [sql`p.is_active`];
  if (filter.categorySlug !== undefined) {
    conditions.push(sql`p.category_id in (${categorySubtreeSql(filter.categorySlug)})`);
  }
  if (filter.categoryPathPrefix !== undefined) {
    conditions.push(
      sql`p.category_id in (select sc.id from categories sc where sc.path like ${`${filter.categoryPathPrefix}%`})`,
    );
  }
  if (filter.ids) conditions.push(filter.ids.length ? sql`p.id in (${list(filter.ids)})` : sql`false`);
  if (filter.excludeId !== undefined) conditions.push(sql`p.id <> ${filter.excludeId}`);
  if (filter.isNew) conditions.push(sql`p.is_new`);
  if (filter.isSale) conditions.push(sql`p.is_sale`);
  if (filter.isFeatured) conditions.push(sql`p.is_featured`);
  if (filter.minPriceKopecks !== undefined)
    conditions.push(sql`p.price_kopecks >= ${filter.minPriceKopecks}`);
  if (filter.maxPriceKopecks !== undefined)
    conditions.push(sql`p.price_kopecks <= ${filter.maxPriceKopecks}`);
  if (filter.inStock) conditions.push(sql`p.total_stock > 0`);
  if (filter.colors?.length) {
    const stock = filter.inStock ? sql` and v.quantity > 0` : sql``;
    conditions.push(sql`exists (select 1 from product_variants v
      where v.product_id = p.id and v.color_code in (${list(filter.colors)})${stock})`);
  }
  if (filter.sizes?.length) {
    const stock = filter.inStock ? sql` and v.quantity > 0` : sql``;
    conditions.push(sql`exists (select 1 from product_variants v
      where v.product_id = p.id and v.size_code in (${list(filter.sizes)})${stock})`);
  }
  return sql.join(conditions, sql` and `);
}

const orderBy: Record<ProductSort, SQL> = {
  newest: sql`p.created_at desc, p.id desc`,
  price_asc: sql`p.price_kopecks asc, p.id asc`,
  price_desc: sql`p.price_kopecks desc, p.id desc`,
  popular: sql`p.popularity desc, p.id desc`,
};

export function orderSql(params: Pick<ProductPageParams, 'sort' | 'preferCategoryId'>): SQL {
  const base = orderBy[params.sort];
  return params.preferCategoryId === undefined
    ? base
    : sql`(p.category_id = ${params.preferCategoryId}) desc, ${base}`;
}

export interface ProductPlacement {
  id: number;
  categoryId: number;
  /** The path of the product's root category, e.g. "/1/". */
  rootPath: string;
}

/** Where an active product sits in the category tree (for related products). */
export async function productPlacement(db: DbOrTx, id: number): Promise<ProductPlacement | undefined> {
  const rows = await preparedRows<ProductPlacement>(
    db,
    sql`select p.id, p.category_id as "categoryId", substring(c.path from '^/[0-9]+/') as "rootPath"
      from products p join categories c on c.id = p.category_id
      where p.id = ${id} and p.is_active`,
    'catalog_placement',
  );
  return rows[0];
}
