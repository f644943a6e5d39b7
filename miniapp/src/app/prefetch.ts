/**
 * Starts the first page's main call together with its code, instead of after the page's chunk has arrived
 * (the home page's, the product's or the catalogue list's data is what its first screen waits for), and the store
 * settings and categories every page's header waits for. The server draws a landing page from the same calls
 * (src/first-screen).
 */
import { filtersFromParams, homePreviewQuery } from '@shop/core/rules';
import type { QueryClient } from '@tanstack/react-query';
import { productListQueryOptions, productQueryOptions } from '../features/catalog/api/products';
import { homepageCategoriesQueryOptions } from '../features/categories/api/get-homepage-categories';
import { homepageQueryOptions } from '../features/home/api/get-homepage';
import { storeSettingsQueryOptions } from '../features/settings/api/get-store-settings';

export function prefetchFirstPage(
  client: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): Promise<{ landingPage: boolean }> {
  const settings = client.prefetchQuery(storeSettingsQueryOptions());
  // The header's menu, the home page's strip and the catalogue's chips.
  const categories = client.prefetchQuery(homepageCategoriesQueryOptions());
  const page = prefetchPage(client, pathname, search);
  return Promise.all([settings, categories, page]).then(() => ({ landingPage: page !== undefined }));
}

function prefetchPage(client: QueryClient, pathname: string, search: string): Promise<void> | undefined {
  if (pathname === '/') {
    // The draft's preview draws what the admin app posts, never the published page.
    if (new URLSearchParams(search).get(homePreviewQuery.name) === homePreviewQuery.value) return undefined;
    return client.prefetchQuery(homepageQueryOptions());
  }
  const product = /^\/product\/([^/]+)$/.exec(pathname);
  if (product?.[1]) return client.prefetchQuery(productQueryOptions(decodeURIComponent(product[1])));
  const catalogue = /^\/products(?:\/category\/([^/]+))?\/?$/.exec(pathname);
  if (!catalogue) return undefined;
  const slug = catalogue[1] === undefined ? undefined : decodeURIComponent(catalogue[1]);
  // Its first page: a link to `?page=3` asks for the later pages once the list has rendered.
  const { page: _shownPages, ...filters } = filtersFromParams(new URLSearchParams(search), slug);
  return client.prefetchInfiniteQuery(productListQueryOptions(filters));
}
