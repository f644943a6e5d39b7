/**
 * What a storefront page's head names before any script runs. The storefront is drawn by its scripts, and each
 * page's own code and first picture are found only once the entry script has arrived and run: on a slow phone
 * that is a second or more of waiting in a chain. The server knows the page from its address, so the head it
 * sends names the page's chunks (`modulepreload`, from the build's manifest) and its first picture (`preload`,
 * the same `src`, `srcset` and `sizes` the page's image will carry: core's first-screen-pictures), and the phone
 * fetches them together with the entry.
 *
 * A hint that cannot be had at once is left out: the page is never held for it (PICTURE_WAIT_MS).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
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
import { productListQuery } from './routes/products-params';
import type { CatalogService } from './services/catalog/catalog-service';
import { productFilterOf } from './services/catalog/product-filter';
import { readSettings } from './services/settings-service';

/** The pages people land on, with the route module each is drawn by. */
const PAGE_MODULES = {
  home: 'src/app/routes/home-page.tsx',
  catalogue: 'src/app/routes/catalog-page.tsx',
  product: 'src/app/routes/product-page.tsx',
} as const;

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

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The files a chunk loads with it: its own and those of its static imports, each once. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) chunkFiles(manifest, imported, seen);
  return seen;
}

/** `<link>`s for a page's own scripts and stylesheets: those the entry does not load already. */
function pageChunkLinks(manifest: Manifest, page: LandingPage['page']): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const module = PAGE_MODULES[page];
  if (!entry || !manifest[module]) return [];
  const loaded = chunkFiles(manifest, entry);
  const links: string[] = [];
  const stylesheets = new Set<string>();
  for (const key of chunkFiles(manifest, module)) {
    const chunk = manifest[key];
    if (!chunk) continue;
    for (const css of chunk.css ?? []) stylesheets.add(css);
    if (!loaded.has(key))
      links.push(`<link rel="modulepreload" crossorigin href="/${attribute(chunk.file)}">`);
  }
  const entryCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  for (const css of stylesheets) {
    if (!entryCss.has(css)) links.push(`<link rel="preload" as="style" href="/${attribute(css)}">`);
  }
  return links;
}

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

/**
 * The head of a storefront page: what to put before `</head>` for an address, within PICTURE_WAIT_MS. The
 * manifest is read again whenever the built storefront changes.
 */
export function storefrontHead(
  root: string,
  sources: PictureSources,
): (path: string, search: string) => Promise<string> {
  const readManifest = manifestReader(join(root, '.vite/manifest.json'));
  return async (path, search) => {
    const landing = landingPageOf(path, search);
    if (!landing) return '';
    const links = pageChunkLinks(readManifest(), landing.page);
    const picture = await withinWait(landingPicture(sources, landing)).catch((error: unknown) => {
      sources.log.warn('storefront: the first picture of a page could not be named', {
        path,
        error: error instanceof Error ? error.message : String(error),
      });
      return undefined;
    });
    if (picture) links.unshift(pictureLink(picture));
    return links.join('');
  };
}

function withinWait<T>(work: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), PICTURE_WAIT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function manifestReader(path: string): () => Manifest {
  let cached: { mtimeMs: number; manifest: Manifest } | undefined;
  return () => {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats) return {};
    if (cached?.mtimeMs !== stats.mtimeMs) {
      cached = { mtimeMs: stats.mtimeMs, manifest: JSON.parse(readFileSync(path, 'utf8')) as Manifest };
    }
    return cached.manifest;
  };
}
