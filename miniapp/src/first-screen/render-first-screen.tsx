/**
 * The server's drawing of a landing page (home, catalogue, product) in web mode, from the same components and
 * the same answers the browser then renders with: a phone on a slow link sees the page, its first picture
 * included, before the scripts have arrived, and the scripts take the drawn page over (hydration) instead of
 * drawing it again. Built for Node (`vite build --ssr`, see vite.config.ts) and loaded by the API server.
 */
import type { QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '../app/app';
import { answersOf, type FirstScreenState } from '../app/first-screen-answers';
import { prefetchFirstPage } from '../app/prefetch';
import { ShopRoutes } from '../app/router';
import { createQueryClient } from '../shared/api/query-client';
import { callApiWith } from '../shared/api/shop-client';
import { DrawnParts } from '../shared/lib/lazy-part';

export interface FirstScreen {
  html: string;
  state: FirstScreenState;
}

/** The API the drawing asks, the server's own app in the same process. */
export const answerFrom = (fetchApi: typeof fetch) => callApiWith(fetchApi);

/**
 * Drawings kept by address with the answers they were drawn from: asking the API again costs little (its answers
 * are kept ready), drawing the page costs 10-40 ms of CPU, so a page is drawn again only when an answer changed.
 */
const KEPT_DRAWINGS = 200;
const drawings = new Map<string, { answers: string; html: string; parts: string[] }>();

/** The landing page at `address` (path and query) drawn as HTML; undefined for another page or a failed answer. */
export async function renderFirstScreen(address: string): Promise<FirstScreen | undefined> {
  const url = new URL(address, 'http://shop.invalid');
  const queryClient = createQueryClient();
  const { landingPage } = await prefetchFirstPage(queryClient, url);
  if (!landingPage) return undefined;
  const queries = queryClient.getQueryCache().getAll();
  if (queries.length === 0 || queries.some((query) => query.state.status !== 'success')) return undefined;
  const pageAnswers = answersOf(queryClient);
  const answers = JSON.stringify(pageAnswers.map(({ queryKey, data }) => [queryKey, data]));
  const kept = drawings.get(address);
  if (kept?.answers === answers)
    return { html: kept.html, state: { answers: pageAnswers, parts: kept.parts } };
  const { html, parts } = await drawPage(queryClient, url);
  drawings.delete(address);
  drawings.set(address, { answers, html, parts });
  if (drawings.size > KEPT_DRAWINGS) drawings.delete(drawings.keys().next().value as string);
  return { html, state: { answers: pageAnswers, parts } };
}

async function drawPage(queryClient: QueryClient, url: URL): Promise<{ html: string; parts: string[] }> {
  const parts = new Set<string>();
  const { prelude } = await prerenderToNodeStream(
    <DrawnParts value={parts}>
      <AppProviders queryClient={queryClient}>
        <StaticRouter location={url.pathname + url.search}>
          <ShopRoutes />
        </StaticRouter>
      </AppProviders>
    </DrawnParts>,
    // Every part inline, in reading order: parts sent apart would need React's inline scripts to put them in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  // React opens a drawing made outside a whole document with preloads of its pictures; the page's head already
  // names the first picture (api/src/storefront-head.ts), the others are fetched as the page shows them.
  return { html: html.replace(/^(?:<link [^>]*>)+/, ''), parts: [...parts] };
}

/** The class the web theme's colours hang on: the drawn page needs it on `<html>` before the scripts add it. */
export { webTheme as webThemeClass } from '../shared/ui/theme.css';
