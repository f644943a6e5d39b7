import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';

/** Built front ends and uploads to serve, each a folder. */
export interface StaticRoots {
  storefront?: string;
  admin?: string;
  uploads?: string;
}

/** What goes before `</head>` of a page's index.html, by the page's path and query ('' for nothing). */
export type PageHead = (path: string, search: string) => Promise<string>;

/**
 * Serves the built storefront at /, the built admin app at /admin/ and uploaded files at /uploads/. Vite puts
 * content-hashed files under assets/, which may be cached for good; index.html must always be revalidated.
 */
export function serveFrontEnds(
  // biome-ignore lint/suspicious/noExplicitAny: the app's route types do not matter to static serving
  app: Hono<any, any, any>,
  roots: StaticRoots,
  options: { storefrontHead?: PageHead } = {},
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
  if (roots.storefront) mountSpa(app, '', roots.storefront, options.storefrontHead);
}

// biome-ignore lint/suspicious/noExplicitAny: see above
function mountSpa(app: Hono<any, any, any>, base: string, root: string, head?: PageHead): void {
  const readIndex = fileReader(join(root, 'index.html'));
  const sendIndex = async (c: Context) => {
    const indexHtml = readIndex();
    if (indexHtml === undefined) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    const extra = head ? await head(c.req.path, new URL(c.req.url).search) : '';
    return c.html(extra ? indexHtml.replace('</head>', `${extra}</head>`) : indexHtml);
  };
  if (base) app.get(base, (c) => c.redirect(`${base}/`, 301));
  // With a head to add, the home page is built here, not served as the plain file.
  if (head) {
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
