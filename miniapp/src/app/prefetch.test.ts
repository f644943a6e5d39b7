import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../shared/api/query-client';
import { prefetchFirstPage } from './prefetch';

/** The API calls a first page starts before its code arrives, as path and query. */
function callsOf(location: { pathname: string; search: string }): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    calls.push(`${url.pathname}${url.search}`);
    return new Promise<Response>(() => {});
  });
  prefetchFirstPage(createQueryClient(), location);
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the first page prefetch', () => {
  it("asks for the catalogue's first page with the filters of the address, as the list will", () => {
    const calls = callsOf({
      pathname: '/products/category/platya',
      search: '?sort=price_asc&inStock=true&page=3',
    });
    expect(calls).toContain('/api/products?category=platya&inStock=true&sort=price_asc&page=1&limit=12');
  });

  it('asks for the whole catalogue, a product and the home page by their own calls', () => {
    expect(callsOf({ pathname: '/products', search: '?filter=sale' })).toContain(
      '/api/products?filter=sale&sort=newest&page=1&limit=12',
    );
    expect(callsOf({ pathname: '/product/7', search: '' })).toContain('/api/products/7');
    expect(callsOf({ pathname: '/', search: '' })).toContain('/api/homepage');
  });

  /** What every page's header and its parts read as they mount (the server draws a landing page with them). */
  const everyPageCalls = [
    '/api/settings/store',
    '/api/categories/tree?activeOnly=true&showOnHomepage=true',
    '/api/settings/contact-widget/public',
    '/api/colors/mapping',
    '/api/sizes',
    '/api/wholesale/public-retail-settings',
  ];

  it('leaves the published home page alone in the preview of a draft (/?preview=home)', () => {
    expect(callsOf({ pathname: '/', search: '?preview=home' }).sort()).toEqual([...everyPageCalls].sort());
  });

  it("asks a page it does not know for every page's calls only", () => {
    expect(callsOf({ pathname: '/cart', search: '' }).sort()).toEqual([...everyPageCalls].sort());
  });

  it("asks a product page for its wholesale offer's settings too", () => {
    expect(callsOf({ pathname: '/product/7', search: '' }).sort()).toEqual(
      [...everyPageCalls, '/api/products/7', '/api/wholesale/bundle-settings'].sort(),
    );
  });
});
