/**
 * GET /homepage, and when it fails the six fallback calls of SPEC 7 in parallel; a part that fails there is
 * marked so its section shows its own error and retry. Home cache rules: fresh 2 min, kept 5 min.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { homeQueryOptions } from '../../../shared/api/query-client';
import { toProductList } from '../../catalog/api/products';
import type { Product } from '../../catalog/types';
import type { Category } from '../../categories/types';
import { fallbackHomeConfig } from '../home-layout';
import type { HomeData, Promocode } from '../types';

type HomeResponse = Omit<HomeData, 'errors'>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function fallbackHome(signal?: AbortSignal): Promise<HomeData> {
  const products = (query: Record<string, string | number | boolean>) =>
    api.get<unknown>('/products', { query, signal }).then((data) => toProductList(data).products);
  const [config, categories, featured, newArrivals, sale, promocodes] = await Promise.allSettled([
    api.get<HomeData['homeConfig']>('/home-config/current', { signal }),
    api.get<Category[]>('/categories', { query: { parentId: 'null', activeOnly: true }, signal }),
    products({ limit: 4 }),
    products({ limit: 4, sort: '-createdAt' }),
    products({ limit: 8, isSale: true }),
    api.get<Promocode[]>('/promocodes/active', { query: { limit: 4 }, signal }),
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
  const categoryList = value(categories, []);
  return {
    homeConfig: value(config, fallbackHomeConfig) ?? fallbackHomeConfig,
    // Level 0 and featured, by sortOrder (SPEC 7).
    categories: Array.isArray(categoryList)
      ? categoryList.filter((c) => c.level === 0 && c.isFeatured).sort((a, b) => a.sortOrder - b.sortOrder)
      : [],
    featuredProducts: value(featured, [] as Product[]),
    newArrivals: value(newArrivals, [] as Product[]),
    saleProducts: value(sale, [] as Product[]),
    promocodes: Array.isArray(value(promocodes, [])) ? value(promocodes, []) : [],
    errors,
  };
}

export async function getHomepage(signal?: AbortSignal): Promise<HomeData> {
  try {
    const data = await api.get<HomeResponse>('/homepage', { signal });
    return {
      homeConfig: data.homeConfig ?? fallbackHomeConfig,
      categories: data.categories ?? [],
      featuredProducts: data.featuredProducts ?? [],
      newArrivals: data.newArrivals ?? [],
      saleProducts: data.saleProducts ?? [],
      promocodes: data.promocodes ?? [],
      errors: {},
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    return fallbackHome(signal);
  }
}

export const homepageQueryOptions = () =>
  queryOptions({ queryKey: ['homepage'], queryFn: ({ signal }) => getHomepage(signal), ...homeQueryOptions });

export const useHomepage = () => useQuery(homepageQueryOptions());
