/**
 * Catalogue reads for the storefront: pages of products, related products, products by id and search. A list
 * costs at most three SQL statements whatever its size (see routes/products.test.ts).
 */
import {
  closestSearchWords,
  correctedQuery,
  countProductCards,
  type Database,
  listProductCardDocs,
  type ProductFilter,
  type ProductSort,
  productCardDetail,
  productCardDocsByIds,
  productPlacement,
  searchProductCards,
  searchTokens,
} from '@shop/db';
import type { CatalogChangeFeed } from './catalog-changes';
import type { JsonText } from './json-text';
import { type Product, type ProductList, paginationOf } from './product-view';

/**
 * Short-lived in-process caches (per app instance; see docs/ARCHITECTURE.md "Catalogue and search"):
 * - countCacheMs: how long a list's total (pagination.total) is reused for the same filter;
 * - pageCacheMs: how long a whole list page (same filter, sort, page and size) is reused, so a burst of visitors
 *   on the same page costs one read. Stock shown in a list may therefore lag by this much; the product page,
 *   search, the cart and checkout always read live.
 * The benchmarks set them to 0 to measure the database path alone.
 */
export const catalogTuning = { countCacheMs: 5_000, pageCacheMs: 2_000 };
/** CATALOG_CACHE=off: every list page and count reads the database. */
export const catalogCachesOff = { countCacheMs: 0, pageCacheMs: 0 };
const CACHE_ENTRIES = 1_000;

/** A map of promises with a time to live: concurrent misses for one key share a single read. */
function ttlCache<T>(ttlMs: () => number) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const ttl = ttlMs();
      if (ttl <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= CACHE_ENTRIES) entries.clear();
      const value = load();
      entries.set(key, { value, expires: now + ttl });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}

export interface PageRequest {
  page: number;
  limit: number;
}

export interface SearchResult extends ProductList {
  query: string;
  suggestions: string[];
}

/** A list answer as the API sends it: `{ success: true, data: { products, pagination } }`. */
export type ProductListAnswer = JsonText<{ success: true; data: ProductList }>;

/** A product answer as the API sends it: `{ success: true, data: product }`. */
export type ProductAnswer = JsonText<{ success: true; data: Product }>;

export type CatalogService = ReturnType<typeof createCatalogService>;

/** Card documents as objects, for answers that hold more than cards (home blocks, search, the bot). */
const productsOf = (docs: readonly string[]): Product[] => docs.map((doc) => JSON.parse(doc) as Product);

/**
 * `changes` shares cache drops between instances: a write here drops every instance's pages, and a write on
 * another instance drops this one's. Without it only this instance's caches are dropped.
 */
export function createCatalogService(
  db: Database,
  options: { countCacheMs?: number; pageCacheMs?: number } = {},
  changes?: Pick<CatalogChangeFeed, 'onChange' | 'announce'>,
) {
  const counts = ttlCache<number>(() => options.countCacheMs ?? catalogTuning.countCacheMs);
  const pages = ttlCache<ProductListAnswer>(() => options.pageCacheMs ?? catalogTuning.pageCacheMs);
  const dropCaches = () => {
    pages.clear();
    counts.clear();
  };
  changes?.onChange(dropCaches);
  const cachedCount = (filter: ProductFilter) =>
    counts.get(JSON.stringify(filter), () => countProductCards(db, filter));

  function listProducts(
    filter: ProductFilter,
    sort: ProductSort,
    request: PageRequest,
    preferCategoryId?: number,
  ): Promise<ProductListAnswer> {
    const key = JSON.stringify([filter, sort, request.page, request.limit, preferCategoryId]);
    return pages.get(key, () => readPage(filter, sort, request, preferCategoryId));
  }

  async function readPage(
    filter: ProductFilter,
    sort: ProductSort,
    { page, limit }: PageRequest,
    preferCategoryId?: number,
  ): Promise<ProductListAnswer> {
    const offset = (page - 1) * limit;
    // Ready card documents (product_cards, kept by database triggers), spliced into the answer as text.
    const { docs, total: counted } = await listProductCardDocs(db, {
      filter,
      sort,
      limit,
      offset,
      ...(preferCategoryId === undefined ? {} : { preferCategoryId }),
    });
    // A short page tells the total by itself; only a full (or empty, later) page needs a count.
    const total =
      docs.length < limit && (docs.length > 0 || offset === 0)
        ? offset + docs.length
        : (counted ?? (await cachedCount(filter)));
    const pagination = JSON.stringify(paginationOf(page, limit, total));
    return {
      text: `{"success":true,"data":{"products":[${docs.join(',')}],"pagination":${pagination}}}`,
    };
  }

  return {
    listProducts,

    /** Forgets cached pages and counts here and on every other instance; for committed writes that must show at once. */
    invalidate(): void {
      dropCaches();
      changes?.announce();
    },

    /** The first products of a list, without a total: one statement (home page blocks). */
    async topProducts(filter: ProductFilter, sort: ProductSort, limit: number): Promise<Product[]> {
      const { docs } = await listProductCardDocs(db, { filter, sort, limit, offset: 0 });
      return productsOf(docs);
    },

    /** The product page's answer: its card document with the description and attributes spliced in. */
    async getProduct(id: number): Promise<ProductAnswer | undefined> {
      const card = await productCardDetail(db, id);
      if (!card) return undefined;
      const detail = `"description":${card.description},"attributes":${card.attributes}`;
      return { text: `{"success":true,"data":${card.doc.slice(0, -1)},${detail}}}` };
    },

    /** Same category first, then the rest of the same root category; undefined for an unknown product. */
    async relatedProducts(id: number, request: PageRequest): Promise<ProductListAnswer | undefined> {
      const placement = await productPlacement(db, id);
      if (!placement) return undefined;
      return listProducts(
        { categoryPathPrefix: placement.rootPath, excludeId: id },
        'popular',
        request,
        placement.categoryId,
      );
    },

    async productsByIds(ids: readonly number[]): Promise<ProductList> {
      const docs = await productCardDocsByIds(db, ids);
      return {
        products: productsOf(docs),
        pagination: paginationOf(1, Math.max(ids.length, 1), docs.length),
      };
    },

    /**
     * Russian full text with typo tolerance: each word of the query also matches its closest catalogue words
     * (pg_trgm over the dictionary), so "плтье" finds "платье". Nothing found: the closest words are suggested.
     */
    async search(text: string, { page, limit }: PageRequest): Promise<SearchResult> {
      const query = text.trim();
      const tokens = searchTokens(query);
      if (tokens.length === 0) {
        return { products: [], pagination: paginationOf(page, limit, 0), query, suggestions: [] };
      }
      const candidates = await closestSearchWords(db, tokens);
      const found = await searchProductCards(db, {
        query: correctedQuery(tokens, candidates),
        limit,
        offset: (page - 1) * limit,
      });
      const suggestions =
        found.total > 0
          ? []
          : [...new Set([...candidates].sort((a, b) => b.similarity - a.similarity).map((c) => c.word))]
              .filter((word) => !tokens.includes(word))
              .slice(0, 5);
      return {
        products: productsOf(found.docs),
        pagination: paginationOf(page, limit, found.total),
        query,
        suggestions,
      };
    },
  };
}
