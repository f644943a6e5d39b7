/**
 * Starts the first page's main call together with its code, instead of after the page's chunk has arrived
 * (the home page's data is what its first screen waits for), and the store settings every page's header and
 * home hero wait for.
 */
import type { QueryClient } from '@tanstack/react-query';
import { productQueryOptions } from '../features/catalog/api/products';
import { homepageQueryOptions } from '../features/home/api/get-homepage';
import { storeSettingsQueryOptions } from '../features/settings/api/get-store-settings';

export function prefetchFirstPage(client: QueryClient, pathname: string): void {
  void client.prefetchQuery(storeSettingsQueryOptions());
  if (pathname === '/') {
    void client.prefetchQuery(homepageQueryOptions());
    return;
  }
  const product = /^\/product\/([^/]+)$/.exec(pathname);
  if (product?.[1]) void client.prefetchQuery(productQueryOptions(decodeURIComponent(product[1])));
}
