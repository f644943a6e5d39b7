/**
 * GET /homepage, and when it fails the six fallback calls of SPEC 7 in parallel; a part that fails there is
 * marked so its section shows its own error and retry. Home cache rules: fresh 2 min, kept 5 min; the last whole
 * answer is kept in local storage for 5 minutes (SPEC) and shown at once on the next visit while it is asked again.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeQueryOptions } from '../../../shared/api/query-client';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';
import { isRecord, readJson, STORAGE_KEYS, writeJson } from '../../../shared/lib/storage';
import { asCategoryTree } from '../../categories';
import { fallbackHomeConfig } from '../home-layout';
import type { HomeData } from '../types';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function fallbackHome(signal?: AbortSignal): Promise<HomeData> {
  const options = requestOptions({ signal });
  const products = (query: { limit: number; sort?: '-createdAt'; isSale?: 'true' }) =>
    unwrap(client.api.products.$get({ query }, options)).then((list) => list.products);
  const [config, categories, featured, newArrivals, sale, promocodes] = await Promise.allSettled([
    unwrap(client.api['home-config'].current.$get(undefined, options)),
    unwrap(client.api.categories.$get({ query: { parentId: 'null', activeOnly: 'true' } }, options)),
    products({ limit: 4 }),
    products({ limit: 4, sort: '-createdAt' }),
    products({ limit: 8, isSale: 'true' }),
    unwrap(client.api.promocodes.active.$get({ query: { limit: 4 } }, options)),
  ]);
  const all = [config, categories, featured, newArrivals, sale, promocodes];
  if (all.every((result) => result.status === 'rejected')) {
    throw (config as PromiseRejectedResult).reason;
  }
  const value = <T>(result: PromiseSettledResult<T>, fallback: T): T =>
    result.status === 'fulfilled' ? result.value : fallback;
  const errors: HomeData['errors'] = {};
  if (featured.status === 'rejected') errors.featured = messageOf(featured.reason);
  if (newArrivals.status === 'rejected') errors.newArrivals = messageOf(newArrivals.reason);
  if (sale.status === 'rejected') errors.sale = messageOf(sale.reason);
  if (promocodes.status === 'rejected') errors.promocodes = messageOf(promocodes.reason);
  return {
    homeConfig: value(config, fallbackHomeConfig),
    // Level 0 and featured, by sortOrder (SPEC 7).
    categories: value(categories, [])
      .filter((c) => c.level === 0 && c.isFeatured)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((category) => ({ ...category, children: [] })),
    featuredProducts: value(featured, []),
    newArrivals: value(newArrivals, []),
    saleProducts: value(sale, []),
    promocodes: value(promocodes, []),
    errors,
  };
}

async function getHomepage(signal?: AbortSignal): Promise<HomeData> {
  try {
    const home = await unwrap(client.api.homepage.$get(undefined, requestOptions({ signal })));
    return { ...home, categories: asCategoryTree(home.categories), errors: {} };
  } catch (error) {
    if (signal?.aborted) throw error;
    return fallbackHome(signal);
  }
}

/** SPEC: the home config is kept in browser storage for 5 minutes. */
const STORED_FOR_MS = 5 * 60_000;
const LISTS = ['categories', 'featuredProducts', 'newArrivals', 'saleProducts', 'promocodes'] as const;

/** The home document this device last got whole, when at most 5 minutes old and of the expected shape. */
function storedHomepage(now = Date.now()): HomeData | undefined {
  const stored = readJson(STORAGE_KEYS.homepage);
  if (!isRecord(stored) || typeof stored.savedAt !== 'number' || !isRecord(stored.home)) return undefined;
  const age = now - stored.savedAt;
  const home = stored.home;
  if (age < 0 || age > STORED_FOR_MS || !isRecord(home.homeConfig)) return undefined;
  if (!LISTS.every((list) => Array.isArray(home[list]))) return undefined;
  return { ...(home as unknown as HomeData), errors: {} };
}

async function getAndStoreHomepage(signal?: AbortSignal): Promise<HomeData> {
  const home = await getHomepage(signal);
  // Only a whole answer: a part that failed is asked again rather than shown from storage.
  if (Object.keys(home.errors).length === 0) writeJson(STORAGE_KEYS.homepage, { savedAt: Date.now(), home });
  return home;
}

/**
 * Stale while revalidating: a stored document is the query's first data (no skeleton), dated as old as can be so
 * the query asks the server at once, and the fresh prices replace it a moment later.
 */
export const homepageQueryOptions = () =>
  queryOptions({
    queryKey: ['homepage'],
    queryFn: ({ signal }) => getAndStoreHomepage(signal),
    ...homeQueryOptions,
    initialData: () => storedHomepage(),
    initialDataUpdatedAt: 0,
  });

export const useHomepage = () => useQuery(homepageQueryOptions());
