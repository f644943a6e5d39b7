/**
 * Uploads: each file is checked to be a real raster image, re-encoded into its WebP variants under a random
 * name, stored, and recorded. Deleting removes the files and the record, unless a product still shows it.
 */
import { randomBytes } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import {
  type Database,
  deleteUploadRow,
  insertUpload,
  productImagesUsing,
  type UploadRecord,
  uploadById,
} from '@shop/db';
import { ApiError } from '../../lib/errors';
import type { FileStorage } from '../../storage/storage';
import { checkImage } from './image-check';
import { encodeVariants, IMAGE_VARIANTS, type VariantName } from './image-variants';
import { uploadTexts } from './upload-texts';

const variantSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

export const uploadSchema = z
  .object({
    id: z.string(),
    /** The product page width: what a product image's url holds. */
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    variants: z.object({ card: variantSchema, page: variantSchema, zoom: variantSchema }),
  })
  .openapi('Upload');

type Upload = z.infer<typeof uploadSchema>;

const keyOf = (base: string, name: VariantName) => `${base}-${name}.webp`;

function toUpload(row: UploadRecord): Upload {
  const byName = (name: VariantName) => {
    const variant = row.variants.find((v) => v.url.endsWith(`-${name}.webp`))!;
    return { url: variant.url, width: variant.width, height: variant.height };
  };
  return {
    id: row.id,
    url: row.url,
    width: row.width ?? 0,
    height: row.height ?? 0,
    variants: { card: byName('card'), page: byName('page'), zoom: byName('zoom') },
  };
}

export function uploadService(db: Database, storage: FileStorage) {
  const keysOf = (row: UploadRecord) =>
    (Object.keys(IMAGE_VARIANTS) as VariantName[]).map((name) => keyOf(row.storageKey, name));

  return {
    async save(file: { fileName: string; bytes: Buffer }, uploadedBy: string | undefined): Promise<Upload> {
      const image = await checkImage(file.bytes);
      const variants = await encodeVariants(file.bytes);
      const base = `u/${randomBytes(16).toString('hex')}`;
      await Promise.all(
        variants.map((variant) => storage.put(keyOf(base, variant.name), variant.bytes, 'image/webp')),
      );
      const row = await insertUpload(db, {
        storageKey: base,
        url: storage.url(keyOf(base, 'page')),
        originalName: file.fileName.slice(0, 255) || null,
        mimeType: 'image/webp',
        sizeBytes: file.bytes.length,
        width: image.width,
        height: image.height,
        variants: variants.map((variant) => ({
          url: storage.url(keyOf(base, variant.name)),
          width: variant.width,
          height: variant.height,
          format: 'webp',
        })),
        uploadedBy: uploadedBy ?? null,
      });
      return toUpload(row);
    },

    async remove(id: string): Promise<void> {
      const row = await uploadById(db, id);
      if (!row) throw new ApiError('NOT_FOUND', uploadTexts.notFound);
      if ((await productImagesUsing(db, [row.url, ...row.variants.map((v) => v.url)])) > 0) {
        throw new ApiError('CONFLICT', uploadTexts.inUse);
      }
      await deleteUploadRow(db, id);
      await Promise.all(keysOf(row).map((key) => storage.delete(key)));
    },
  };
}
