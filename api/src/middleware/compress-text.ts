import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/**
 * JSON answers and pages go out compressed when the client takes it. A phone on a slow link waits on every
 * kilobyte before it can draw: the home page's answer is 72 KB of JSON and about 8 KB in brotli. Answers smaller
 * than a packet gain nothing and are left as they are; the built scripts and styles are compressed ahead
 * (scripts/precompress.mjs).
 *
 * The catalogue's answers are the same text for every visitor until the catalogue changes, so each compressed
 * text of a GET is kept (by its whole text, within a byte budget) and a repeat costs a look-up, not a
 * compression. Other answers (a placed order, a cart change) are never sent twice and are not kept.
 */
const SMALLEST_COMPRESSED_BYTES = 1024;
const KEPT_BYTES = 8 * 1024 * 1024;
/**
 * Up to this many characters a text is compressed on the event loop: 50-100 µs of CPU for a few kilobytes, where
 * handing it to the thread pool costs 250 µs (an order's answer, measured); larger texts go to the pool.
 */
const LARGEST_SYNC_COMPRESSED_CHARS = 16 * 1024;

type Encoding = 'br' | 'gzip';

/**
 * Brotli's quality: 5 for a text that is kept (compressed once, sent many times), 3 for one sent once. On a cart's
 * 10 KB answer quality 3 takes 60 µs against 107 µs, for 13 % more bytes (1,740 against 1,543).
 */
const KEPT_QUALITY = 5;
const ONCE_QUALITY = 3;

const brotliOptions = (text: string, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
  },
});
const gzipOptions = { level: 6 };

type Compressor = (text: string) => Uint8Array | Promise<Uint8Array>;

const brotli =
  (quality: number): Compressor =>
  (text) =>
    text.length <= LARGEST_SYNC_COMPRESSED_CHARS
      ? brotliCompressSync(text, brotliOptions(text, quality))
      : promisify(brotliCompress)(text, brotliOptions(text, quality));

const gzipped: Compressor = (text) =>
  text.length <= LARGEST_SYNC_COMPRESSED_CHARS
    ? gzipSync(text, gzipOptions)
    : promisify(gzip)(text, gzipOptions);

/** Compressors of texts sent once. */
const compressors: Record<Encoding, Compressor> = { br: brotli(ONCE_QUALITY), gzip: gzipped };
const keptCompressors: Record<Encoding, Compressor> = { br: brotli(KEPT_QUALITY), gzip: gzipped };

/** brotli when the client names it, else gzip; undefined when it takes neither (or refuses them with q=0). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** Compressed texts by their text, the least recently used dropped first once over the byte budget. */
function compressedTexts(encoding: Encoding) {
  const kept = new Map<string, Uint8Array>();
  let keptBytes = 0;
  return async (text: string): Promise<Uint8Array> => {
    const hit = kept.get(text);
    if (hit) {
      kept.delete(text);
      kept.set(text, hit);
      return hit;
    }
    const compressed = await keptCompressors[encoding](text);
    const cost = text.length + compressed.byteLength;
    if (cost > KEPT_BYTES) return compressed;
    kept.set(text, compressed);
    keptBytes += cost;
    for (const [oldText, oldCompressed] of kept) {
      if (keptBytes <= KEPT_BYTES) break;
      kept.delete(oldText);
      keptBytes -= oldText.length + oldCompressed.byteLength;
    }
    return compressed;
  };
}

const COMPRESSED_TYPES = /^(?:application\/json|text\/html)\b/i;

export function compressText(): MiddlewareHandler {
  const compress = { br: compressedTexts('br'), gzip: compressedTexts('gzip') };
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('Content-Type');
    const held = heldText(c.res);
    if (!type || !COMPRESSED_TYPES.test(type) || c.res.headers.has('Content-Encoding')) return;
    if (held === undefined && !c.res.body) return;
    c.res.headers.append('Vary', 'Accept-Encoding');
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || c.req.method === 'HEAD') return;
    const text = held ?? (await c.res.text());
    const body =
      text.length < SMALLEST_COMPRESSED_BYTES
        ? text
        : await (c.req.method === 'GET' ? compress : compressors)[encoding](text);
    const answer = new Response(body, c.res);
    if (typeof body !== 'string') {
      answer.headers.delete('Content-Length');
      answer.headers.set('Content-Encoding', encoding);
    }
    // Hono's setter copies a replaced answer through its body stream (which makes the Node adapter build the web
    // Response it otherwise skips); `answer` already carries the headers, so the old answer is dropped first.
    c.res = undefined;
    c.res = answer;
  };
}

/**
 * The text of an answer whose body is still the string it was made with. The Node adapter (@hono/node-server)
 * keeps such an answer as [status, body, headers] under a symbol described 'cache' and builds the web Response
 * only when something reads its body; reading the text there spares that Response and the read of its stream
 * (80 µs of a 400 µs cart answer, measured). Anywhere else (app.request in tests) the body is read as a stream.
 */
export function heldText(answer: Response): string | undefined {
  const held = Object.getOwnPropertySymbols(answer).find((symbol) => symbol.description === 'cache');
  const body = held && (answer as unknown as Record<symbol, unknown[] | undefined>)[held]?.[1];
  return typeof body === 'string' ? body : undefined;
}
