/**
 * What a storefront page's head names before any script runs. The storefront is drawn by its scripts, and each
 * page's first picture is found only once the entry script, the page's chunk and its data have arrived: on a slow
 * phone that is a second or two of waiting in a chain. The server knows the page from its address, so the head
 * it sends names the page's first picture (`preload`, the same `src`, `srcset` and `sizes` the page's image will
 * carry: core's first-screen-pictures), and the phone has it by the time the page draws it.
 *
 * The page's own chunks are not named: on a slow link they only share its bandwidth with the entry script, which
 * the first paint waits for (Lighthouse, mobile: first paint 0.3 s later, the largest paint no sooner).
 *
 * A picture that cannot be had at once is left out: the page is never held for it (PICTURE_WAIT_MS).
 */
import {
  cardPicture,
  catalogueListQuery,
  filtersFromParams,
  homeBannerPicture,
  type PagePicture,
  productPagePicture,
} from '@shop/core/rules';
import type { DbOrTx } from '@shop/db';
import type { Logger } from './lib/logger';
import { withinWait } from './lib/within-wait';
import { productListQuery } from './routes/products-params';
import type { CatalogService } from './services/catalog/catalog-service';
import { productFilterOf } from './services/catalog/product-filter';
import { readSettings } from './services/settings-service';

type LandingPage =
  | { page: 'home' }
  | { page: 'catalogue'; categorySlug: string | undefined; search: string }
  | { page: 'product'; id: number };

/** Longest the page waits for the database to name its first picture. */
const PICTURE_WAIT_MS = 250;

/** The landing page an address shows, or undefined for the others (cart, checkout, account...). */
function landingPageOf(path: string, search: string): LandingPage | undefined {
  if (path === '/' || path === '/index.html') return { page: 'home' };
  const catalogue = /^\/products(?:\/category\/([^/]+))?\/?$/.exec(path);
  if (catalogue) {
    const slug = catalogue[1];
    return { page: 'catalogue', categorySlug: slug === undefined ? undefined : safeDecode(slug), search };
  }
  const product = /^\/product\/(\d{1,15})$/.exec(path);
  if (product?.[1]) {
    const id = Number(product[1]);
    return id >= 1 && id <= 2_147_483_647 ? { page: 'product', id } : undefined;
  }
  return undefined;
}

const safeDecode = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

function pictureLink(picture: PagePicture): string {
  const srcSet = picture.srcSet
    ? ` imagesrcset="${attribute(picture.srcSet)}" imagesizes="${attribute(picture.sizes)}"`
    : '';
  return `<link rel="preload" as="image" href="${attribute(picture.src)}"${srcSet} fetchpriority="high">`;
}

const attribute = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export interface PictureSources {
  db: DbOrTx;
  catalog: CatalogService;
  log: Logger;
}

/** The first picture of a landing page, read as the page's own calls would answer. */
async function landingPicture(
  sources: PictureSources,
  landing: LandingPage,
): Promise<PagePicture | undefined> {
  switch (landing.page) {
    case 'home':
      return homeBannerPicture(await readSettings(sources.db, 'home_config', sources.log));
    case 'product': {
      const answer = await sources.catalog.getProduct(landing.id);
      return answer ? productPagePicture(dataOf(answer.text)) : undefined;
    }
    case 'catalogue': {
      // The list the page asks for, read as GET /api/products reads it.
      const { page: _shownPages, ...filters } = filtersFromParams(
        new URLSearchParams(landing.search),
        landing.categorySlug,
      );
      const query = productListQuery.safeParse(
        Object.fromEntries(
          Object.entries(catalogueListQuery(filters, 1)).flatMap(([name, value]) =>
            value === undefined ? [] : [[name, String(value)]],
          ),
        ),
      );
      if (!query.success) return undefined;
      const list = query.data;
      const answer = await sources.catalog.listProducts(productFilterOf(list), list.sort, list);
      const [first] = dataOf<{ products: ProductImages[] }>(answer.text).products;
      return first ? cardPicture(first.images) : undefined;
    }
  }
}

type ProductImages = Parameters<typeof productPagePicture>[0];

// biome-ignore lint/suspicious/noExplicitAny: the answer's shape is the route's, read for its images only
const dataOf = <T = any>(text: string): T => (JSON.parse(text) as { data: T }).data;

/** The head of a storefront page: what to put before `</head>` for an address, within PICTURE_WAIT_MS. */
export function storefrontHead(sources: PictureSources): (path: string, search: string) => Promise<string> {
  return async (path, search) => {
    const landing = landingPageOf(path, search);
    if (!landing) return '';
    const picture = await withinWait(landingPicture(sources, landing), PICTURE_WAIT_MS).catch(
      (error: unknown) => {
        sources.log.warn('storefront: the first picture of a page could not be named', {
          path,
          error: error instanceof Error ? error.message : String(error),
        });
        return undefined;
      },
    );
    return picture ? pictureLink(picture) : '';
  };
}
