/**
 * Uploads: each file is checked to be a real raster image, re-encoded into its WebP variants and Telegram JPEGs
 * under a random name, stored, and recorded. Deleting removes the files and the record, unless a product still
 * shows it.
 */
import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { z } from '@hono/zod-openapi';
import { TELEGRAM_PHOTO_SUFFIX, TELEGRAM_THUMBNAIL_SUFFIX } from '@shop/core';
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
import {
  type EncodedVariant,
  encodeTelegramPhotos,
  encodeVariants,
  IMAGE_VARIANTS,
  inTurn,
  type TelegramPhotoName,
  type VariantName,
} from './image-variants';
import type { ReceivedFile } from './multipart';
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

const telegramSuffixes: Record<TelegramPhotoName, string> = {
  photo: TELEGRAM_PHOTO_SUFFIX,
  thumb: TELEGRAM_THUMBNAIL_SUFFIX,
};
const keyOf = (base: string, name: VariantName | TelegramPhotoName) =>
  name === 'photo' || name === 'thumb' ? `${base}${telegramSuffixes[name]}` : `${base}-${name}.webp`;
const contentTypes = { webp: 'image/webp', jpeg: 'image/jpeg' } as const;

/** A stored Telegram JPEG's key: `u/<random>-photo.jpg` or `u/<random>-thumb.jpg`. */
const TELEGRAM_KEY = /^(u\/[a-f0-9]{32})-(?:photo|thumb)\.jpg$/;

const putAll = (storage: FileStorage, base: string, variants: EncodedVariant[]) =>
  Promise.all(
    variants.map((variant) =>
      storage.put(keyOf(base, variant.name), variant.bytes, contentTypes[variant.format]),
    ),
  );

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

export type UploadService = ReturnType<typeof uploadService>;

export function uploadService(db: Database, storage: FileStorage) {
  // The Telegram JPEGs too, also when they were never made (an upload from before they existed).
  const keysOf = (row: UploadRecord) =>
    [...(Object.keys(IMAGE_VARIANTS) as VariantName[]), 'photo' as const, 'thumb' as const].map((name) =>
      keyOf(row.storageKey, name),
    );
  /** Uploads whose Telegram JPEGs are being made now, so that two requests for them make them once. */
  const making = new Map<string, Promise<boolean>>();

  return {
    async save(file: ReceivedFile, uploadedBy: string | undefined): Promise<Upload> {
      const { image, variants } = await inTurn(async () => {
        const image = await checkImage(file.path);
        return { image, variants: await encodeVariants(file.path) };
      });
      const base = `u/${randomBytes(16).toString('hex')}`;
      await putAll(storage, base, variants);
      const row = await insertUpload(db, {
        storageKey: base,
        url: storage.url(keyOf(base, 'page')),
        originalName: file.fileName.slice(0, 255) || null,
        mimeType: 'image/webp',
        sizeBytes: file.size,
        width: image.width,
        height: image.height,
        variants: variants.map((variant) => ({
          url: storage.url(keyOf(base, variant.name)),
          width: variant.width,
          height: variant.height,
          format: variant.format,
        })),
        uploadedBy: uploadedBy ?? null,
      });
      return toUpload(row);
    },

    /**
     * Makes the Telegram JPEGs of an upload stored before they existed, from its zoom WebP, when one of them is
     * asked for (`key` is `u/<random>-photo.jpg` or `-thumb.jpg`). False when there is no such upload or its
     * zoom WebP cannot be read.
     */
    async makeTelegramPhotos(key: string): Promise<boolean> {
      const base = TELEGRAM_KEY.exec(key)?.[1];
      if (!base) return false;
      const pending = making.get(base);
      if (pending) return pending;
      const made = (async () => {
        const zoom = await storage.get(keyOf(base, 'zoom'));
        if (!zoom) return false;
        const bytes = await buffer(zoom.body);
        await putAll(storage, base, await inTurn(() => encodeTelegramPhotos(bytes)));
        return true;
      })()
        // A stored WebP that cannot be read gives no JPEG: the file is not found, never a 500.
        .catch(() => false)
        .finally(() => making.delete(base));
      making.set(base, made);
      return made;
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
