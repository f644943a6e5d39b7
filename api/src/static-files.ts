import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';

/** Built front ends and uploads to serve, each a folder. */
export interface StaticRoots {
  storefront?: string;
  /** The storefront's drawing of its landing pages for the server (miniapp/dist-ssr/render-first-screen.js). */
  storefrontDrawing?: string;
  admin?: string;
  uploads?: string;
}

/** What goes before `</head>` of a page's index.html, by the page's path and query ('' for nothing). */
type PageHead = (path: string, search: string) => Promise<string>;
/** The page's index.html with its content drawn in, by the page's path and query (the same text for none). */
type PageDrawing = (path: string, search: string, indexHtml: string) => Promise<string>;

interface PageExtras {
  head?: PageHead;
  drawing?: PageDrawing;
}

/**
 * Serves the built storefront at /, the built admin app at /admin/ and uploaded files at /uploads/. Vite puts
 * content-hashed files under assets/, which may be cached for good; index.html must always be revalidated.
 */
export function serveFrontEnds(
  // biome-ignore lint/suspicious/noExplicitAny: the app's route types do not matter to static serving
  app: Hono<any, any, any>,
  roots: StaticRoots,
  options: { storefront?: PageExtras } = {},
): void {
  // Uploads are served inert (no script, sandboxed): see middleware/security-headers.ts.
  if (roots.uploads) {
    app.use('/uploads/*', withHeaders({ 'Cache-Control': 'public, max-age=86400' }));
    app.use(
      '/uploads/*',
      serveStatic({
        root: roots.uploads,
        rewriteRequestPath: (path) => path.replace(/^\/uploads/, ''),
      }),
    );
  }
  if (roots.admin) mountSpa(app, '/admin', roots.admin);
  if (roots.storefront) mountSpa(app, '', roots.storefront, options.storefront);
}

/**
 * The page with `tags` ahead of its scripts: over HTTP/1.1 a phone opens six connections to the shop, and the
 * first picture named after the scripts waited for one of them to finish (a drawn page paints without them).
 */
const withHeadFirst = (html: string, tags: string) =>
  html.includes('<script type="module"')
    ? html.replace('<script type="module"', `${tags}\n    <script type="module"`)
    : html.replace('</head>', `${tags}</head>`);

// biome-ignore lint/suspicious/noExplicitAny: see above
function mountSpa(app: Hono<any, any, any>, base: string, root: string, extras: PageExtras = {}): void {
  const readIndex = fileReader(join(root, 'index.html'));
  const { head, drawing } = extras;
  const sendIndex = async (c: Context) => {
    const indexHtml = readIndex();
    if (indexHtml === undefined) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    const { path } = c.req;
    const search = new URL(c.req.url).search;
    const [extra, drawn] = await Promise.all([
      head ? head(path, search) : '',
      drawing ? drawing(path, search, indexHtml) : indexHtml,
    ]);
    return c.html(extra ? withHeadFirst(drawn, extra) : drawn);
  };
  if (base) app.get(base, (c) => c.redirect(`${base}/`, 301));
  // With a head to add or a page to draw, the home page is built here, not served as the plain file.
  if (head || drawing) {
    app.get(`${base}/`, sendIndex);
    app.get(`${base}/index.html`, sendIndex);
  }
  app.use(`${base}/*`, async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', cacheControlFor(c.req.path, c.res.headers.get('Content-Type')));
    }
  });
  app.use(
    `${base}/*`,
    serveStatic({
      root,
      precompressed: true,
      rewriteRequestPath: (path) => (base ? path.slice(base.length) : path) || '/',
    }),
  );
  app.get(`${base}/*`, (c) => {
    const rest = base ? c.req.path.slice(base.length) : c.req.path;
    if (rest.startsWith('/assets/') || rest.startsWith('/uploads/')) return c.notFound();
    return sendIndex(c);
  });
}

/**
 * Reads a small file once and again only when it changes, so that a rebuilt front end is served without a
 * restart (its new index.html names new asset files).
 */
function fileReader(path: string): () => string | undefined {
  let cached: { mtimeMs: number; content: string } | undefined;
  return () => {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats) return undefined;
    if (cached?.mtimeMs !== stats.mtimeMs)
      cached = { mtimeMs: stats.mtimeMs, content: readFileSync(path, 'utf8') };
    return cached.content;
  };
}

/**
 * Headers set in serveStatic's onFound come after its response is built and are lost, so headers are added
 * to the finished response instead.
 */
function withHeaders(headers: Record<string, string>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}

function cacheControlFor(path: string, contentType: string | null): string {
  if (contentType?.startsWith('text/html')) return 'no-cache';
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
