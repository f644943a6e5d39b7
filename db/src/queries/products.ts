/**
 * Storefront product reads. A page is one statement: the products with their category, images and variants
 * aggregated as JSON by the database, so the number of queries does not grow with the page size.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import type {
  LocalizedText,
  ProductAttributes,
  ProductRetailSettings,
  ProductWholesaleSettings,
} from '../schema';
import { preparedRows } from './prepared-rows';

/** [url, isPrimary, type, colorCode, order, width, height, alt] */
export type ProductImageTuple = [
  string,
  boolean,
  string,
  string | null,
  number,
  number | null,
  number | null,
  string | null,
];
/** [colorCode, sizeCode, quantity, sku, sizeSortOrder]; ordered by color sortOrder, then size sortOrder. */
export type ProductVariantTuple = [string, string, number, string, number];

export interface ProductCardRow {
  id: number;
  categoryId: number;
  baseSku: string;
  name: LocalizedText;
  description: LocalizedText | null;
  priceKopecks: number;
  originalPriceKopecks: number | null;
  isSale: boolean;
  isNew: boolean;
  isActive: boolean;
  isFeatured: boolean;
  totalStock: number;
  retail: ProductRetailSettings;
  wholesale: ProductWholesaleSettings;
  attributes: ProductAttributes;
  /** ISO 8601 in UTC. */
  createdAt: string;
  categorySlug: string;
  categoryName: LocalizedText;
  images: ProductImageTuple[];
  variants: ProductVariantTuple[];
}

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

/** The selected columns of one product card; `p` is products, `c` its category. */
export const productCardColumns = sql`
  p.id, p.category_id as "categoryId", p.base_sku as "baseSku", p.name, p.description,
  p.price_kopecks as "priceKopecks", p.original_price_kopecks as "originalPriceKopecks",
  p.is_sale as "isSale", p.is_new as "isNew", p.is_active as "isActive", p.is_featured as "isFeatured",
  p.total_stock as "totalStock", p.retail, p.wholesale, p.attributes,
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  c.slug as "categorySlug", c.name as "categoryName",
  coalesce((
    select json_agg(json_build_array(i.url, i.is_primary, i.type, i.color_code, i.sort_order, i.width, i.height, i.alt)
      order by i.sort_order, i.id)
    from product_images i where i.product_id = p.id
  ), '[]'::json) as images,
  coalesce((
    select json_agg(json_build_array(v.color_code, v.size_code, v.quantity, v.sku, sz.sort_order)
      order by co.sort_order, sz.sort_order, v.id)
    from product_variants v
    join colors co on co.code = v.color_code
    join sizes sz on sz.code = v.size_code
    where v.product_id = p.id
  ), '[]'::json) as variants`;

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
  popular: sql`p.sold_count desc, p.id desc`,
};

export function orderSql(params: Pick<ProductPageParams, 'sort' | 'preferCategoryId'>): SQL {
  const base = orderBy[params.sort];
  return params.preferCategoryId === undefined
    ? base
    : sql`(p.category_id = ${params.preferCategoryId}) desc, ${base}`;
}

/**
 * One page of product cards. The page's ids are chosen first (an index walk that stops after the page), and
 * only those rows get their images and variants aggregated.
 */
export async function listProductCards(db: DbOrTx, params: ProductPageParams): Promise<ProductCardRow[]> {
  const order = orderSql(params);
  return preparedRows<ProductCardRow>(
    db,
    sql`select ${productCardColumns}
      from (
        select p.id from products p where ${productFilterSql(params.filter)}
        order by ${order} limit ${params.limit} offset ${params.offset}
      ) page
      join products p on p.id = page.id
      join categories c on c.id = p.category_id
      order by ${order}`,
    'catalog_page',
  );
}

export async function countProducts(db: DbOrTx, filter: ProductFilter): Promise<number> {
  const rows = await preparedRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from products p where ${productFilterSql(filter)}`,
    'catalog_count',
  );
  return rows[0]?.total ?? 0;
}

/** One active product card with its description and attributes, or undefined. */
export async function getProductCard(db: DbOrTx, id: number): Promise<ProductCardRow | undefined> {
  const rows = await preparedRows<ProductCardRow>(
    db,
    sql`select ${productCardColumns}
      from products p join categories c on c.id = p.category_id
      where p.id = ${id} and p.is_active`,
    'catalog_product',
  );
  return rows[0];
}

/** Active products with these ids, in the order of the ids; unknown or hidden ids are left out. */
export async function productCardsByIds(db: DbOrTx, ids: readonly number[]): Promise<ProductCardRow[]> {
  if (ids.length === 0) return [];
  const rows = await preparedRows<ProductCardRow>(
    db,
    sql`select ${productCardColumns}
      from products p join categories c on c.id = p.category_id
      where p.is_active and p.id in (${list(ids)})`,
    'catalog_by_ids',
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
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
