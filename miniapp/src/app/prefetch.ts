/**
 * Starts the first page's main call together with its code, instead of after the page's chunk has arrived
 * (the home page's, the product's or the catalogue list's data is what its first screen waits for), and the store
 * settings and categories every page's header waits for. The server draws a landing page from the same calls
 * (src/first-screen).
 */
import { filtersFromParams, homePreviewQuery } from '@shop/core/rules';
import type { QueryClient } from '@tanstack/react-query';
import { productListQueryOptions, productQueryOptions } from '../features/catalog/api/products';
import {
  colorMappingQueryOptions,
  retailSettingsQueryOptions,
  sizesQueryOptions,
} from '../features/catalog/api/reference-data';
import { homepageCategoriesQueryOptions } from '../features/categories/api/get-homepage-categories';
import { contactWidgetQueryOptions } from '../features/contact-widget/api/contact-widget-settings';
import { homepageQueryOptions } from '../features/home/api/get-homepage';
import { storeSettingsQueryOptions } from '../features/settings/api/get-store-settings';
import { bundleSettingsQueryOptions } from '../features/wholesale/api/wholesale-calls';

export function prefetchFirstPage(
  client: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): Promise<{ landingPage: boolean }> {
  const settings = client.prefetchQuery(storeSettingsQueryOptions());
  // The header's menu, the home page's strip and the catalogue's chips.
  const categories = client.prefetchQuery(homepageCategoriesQueryOptions());
  const page = prefetchPage(client, pathname, search);
  return Promise.all([settings, categories, page, ...prefetchReferences(client, pathname)]).then(() => ({
    landingPage: page !== undefined,
  }));
}

/**
 * What the landing pages' parts read as they mount: the header's contact button, the cards' and the product's
 * colors, sizes and retail settings, the product's wholesale offer. Asked for with the page, they are in the
 * server's drawing; asked for as each part mounts, each answer's arrival drew its part again in a blocking render.
 */
function prefetchReferences(client: QueryClient, pathname: string): Promise<void>[] {
  const references = [
    client.prefetchQuery(contactWidgetQueryOptions()),
    client.prefetchQuery(colorMappingQueryOptions()),
    client.prefetchQuery(sizesQueryOptions()),
    client.prefetchQuery(retailSettingsQueryOptions()),
  ];
  if (pathname.startsWith('/product/')) references.push(client.prefetchQuery(bundleSettingsQueryOptions()));
  return references;
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
