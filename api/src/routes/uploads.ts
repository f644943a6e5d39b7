import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import { requireAuth } from '../middleware/auth';
import { staffOnly } from '../middleware/roles';
import { withReceivedFiles } from '../services/uploads/multipart';
import { type UploadService, uploadSchema } from '../services/uploads/upload-service';

/** The most files one multiple upload takes. */
const MAX_FILES_PER_UPLOAD = 10;

const staff = { tags: ['uploads'], security: [{ bearerAuth: [] }] };

/**
 * Described for the reference only: the body is read by receiveFiles as it streams in, not by a validator
 * (which would hold the whole body in memory before any limit applies).
 */
const multipartBody = (field: string, many: boolean) => ({
  body: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object' as const,
          properties: {
            [field]: many
              ? { type: 'array' as const, items: { type: 'string' as const, format: 'binary' } }
              : { type: 'string' as const, format: 'binary' },
          },
          required: [field],
        },
      },
    },
  },
});

const idParams = z.object({
  id: z
    .uuid()
    .openapi({ param: { name: 'id', in: 'path' }, example: '6f1c2b1e-7d0a-4a51-9d7e-2f1d3a4b5c6d' }),
});

export function uploadRoutes(deps: AppDeps, uploads: UploadService) {
  const answers = [401, 403, 413, 415] as const;

  const singleRoute = createRoute({
    ...staff,
    method: 'post',
    path: '/single',
    summary:
      'Uploads one photo (field `file`, at most 10 MB, 40 megapixels, one frame); answers its WebP variants',
    middleware: [requireAuth(deps), staffOnly()] as const,
    request: multipartBody('file', false),
    responses: jsonResponses('The stored image', uploadSchema, [...answers]),
  });
  const multipleRoute = createRoute({
    ...staff,
    method: 'post',
    path: '/multiple',
    summary: 'Uploads up to 10 photos (field `files`), each checked and re-encoded like a single upload',
    middleware: [requireAuth(deps), staffOnly()] as const,
    request: multipartBody('files', true),
    responses: jsonResponses('The stored images, in the order sent', z.array(uploadSchema), [...answers]),
  });
  const deleteRoute = createRoute({
    ...staff,
    method: 'delete',
    path: '/{id}',
    summary: 'Deletes an upload and its files, unless a product still shows it',
    middleware: [requireAuth(deps), staffOnly()] as const,
    request: { params: idParams },
    responses: jsonResponses('Deleted', z.object({ id: z.string() }), [401, 403, 404, 409]),
  });

  return createRouter()
    .openapi(singleRoute, async (c) => {
      const saved = await withReceivedFiles(c.req.raw, 1, ([file]) => uploads.save(file!, c.var.user.id));
      return c.json(ok(saved), 200);
    })
    .openapi(multipleRoute, async (c) => {
      const saved = await withReceivedFiles(c.req.raw, MAX_FILES_PER_UPLOAD, async (files) => {
        // One after another: each decode holds its pixels, so memory stays that of one image.
        const done = [];
        for (const file of files) done.push(await uploads.save(file, c.var.user.id));
        return done;
      });
      return c.json(ok(saved), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('param');
      await uploads.remove(id);
      return c.json(ok({ id }), 200);
    });
}
