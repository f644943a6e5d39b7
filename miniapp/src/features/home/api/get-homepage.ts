/**
 * GET /homepage, and when it fails the six fallback calls of SPEC 7 in parallel; a part that fails there is
 * marked so its section shows its own error and retry. Home cache rules: fresh 2 min, kept 5 min.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeQueryOptions } from '../../../shared/api/query-client';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';
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

export const homepageQueryOptions = () =>
  queryOptions({ queryKey: ['homepage'], queryFn: ({ signal }) => getHomepage(signal), ...homeQueryOptions });

export const useHomepage = () => useQuery(homepageQueryOptions());
