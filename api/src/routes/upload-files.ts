import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { UploadService } from '../services/uploads/upload-service';
import type { FileStorage } from '../storage/storage';

/** A file's name holds random bytes and never changes content, so it may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the re-encoded uploads from the storage (disk or bucket) at /uploads/u/…. Only the shop's own keys
 * are looked up (storage.ts); whatever else is under /uploads/ (the demo shop's drawings) is left to the static
 * files. Every answer under /uploads/ is also made inert with nosniff by middleware/security-headers.ts.
 * A Telegram JPEG of a photo uploaded before those existed is made the first time it is asked for.
 */
export function uploadFileRoutes(storage: FileStorage, uploads: UploadService) {
  return new Hono().get('/u/:file', async (c) => {
    const key = `u/${c.req.param('file')}`;
    let file = await storage.get(key);
    if (!file && (await uploads.makeTelegramPhotos(key))) file = await storage.get(key);
    if (!file) return c.notFound();
    return new Response(Readable.toWeb(file.body) as ReadableStream, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(file.size),
        'Cache-Control': IMMUTABLE,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
