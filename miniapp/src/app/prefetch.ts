/**
 * Starts the first page's main call together with its code, instead of after the page's chunk has arrived
 * (the home page's, the product's or the catalogue list's data is what its first screen waits for), and the store
 * settings every page's header and home hero wait for.
 */
import { filtersFromParams, homePreviewQuery } from '@shop/core/rules';
import type { QueryClient } from '@tanstack/react-query';
import { productListQueryOptions, productQueryOptions } from '../features/catalog/api/products';
import { homepageQueryOptions } from '../features/home/api/get-homepage';
import { storeSettingsQueryOptions } from '../features/settings/api/get-store-settings';

export function prefetchFirstPage(
  client: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): void {
  void client.prefetchQuery(storeSettingsQueryOptions());
  if (pathname === '/') {
    // The draft's preview draws what the admin app posts, never the published page.
    if (new URLSearchParams(search).get(homePreviewQuery.name) !== homePreviewQuery.value) {
      void client.prefetchQuery(homepageQueryOptions());
    }
    return;
  }
  const product = /^\/product\/([^/]+)$/.exec(pathname);
  if (product?.[1]) {
    void client.prefetchQuery(productQueryOptions(decodeURIComponent(product[1])));
    return;
  }
  const catalogue = /^\/products(?:\/category\/([^/]+))?\/?$/.exec(pathname);
  if (catalogue) {
    const slug = catalogue[1] === undefined ? undefined : decodeURIComponent(catalogue[1]);
    // Its first page: a link to `?page=3` asks for the later pages once the list has rendered.
    const { page: _shownPages, ...filters } = filtersFromParams(new URLSearchParams(search), slug);
    void client.prefetchInfiniteQuery(productListQueryOptions(filters));
  }
}
