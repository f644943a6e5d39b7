/**
 * Every upload is decoded once and re-encoded into WebP at the widths the shop shows (a product card, a product
 * page and the zoom view) and into the JPEG photo and thumbnail Telegram takes. Only these re-encoded files are
 * stored, so no byte of the original (EXIF with GPS, an embedded script, a polyglot) is ever served; sharp writes
 * no metadata unless asked to.
 *
 * Memory: one image is decoded at a time in the whole process (`inTurn`), by one libvips thread, with libvips'
 * operation cache off; the decode streams from the file on disk into pixels no larger than the zoom box, and the
 * variants are encoded one after another from those pixels. A file libvips warns about (a corrupt or truncated
 * scan, a header that claims more pixels than the data holds) is refused rather than stored half grey.
 */
import { IMAGE_VARIANT_WIDTHS, TELEGRAM_PHOTO } from '@shop/core';
import type { SharpOptions } from 'sharp';
import { ApiError } from '../../lib/errors';
import { MAX_PIXELS } from './image-check';
import { loadSharp } from './load-sharp';
import { uploadTexts } from './upload-texts';

export const IMAGE_VARIANTS = IMAGE_VARIANT_WIDTHS;
export type VariantName = keyof typeof IMAGE_VARIANTS;
export type TelegramPhotoName = 'photo' | 'thumb';

/** A variant is at most twice as tall as it is wide: a tall strip never makes a huge zoom file. */
const TALLEST = 2;

export interface EncodedVariant<Name extends string = VariantName | TelegramPhotoName> {
  name: Name;
  format: 'webp' | 'jpeg';
  width: number;
  height: number;
  bytes: Buffer;
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs image work one job at a time in this process, so concurrent uploads never hold several decodes at once. */
export function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

type RawPixels = { data: Buffer; raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

async function encode<Name extends string>(
  { data, raw }: RawPixels,
  name: Name,
  format: 'webp' | 'jpeg',
  box: { width: number; height: number },
): Promise<EncodedVariant<Name>> {
  const sharp = await loadSharp();
  const pipeline = sharp(data, { raw }).resize({ ...box, fit: 'inside', withoutEnlargement: true });
  const encoded = await (format === 'webp'
    ? pipeline.webp({ quality: 80 })
    : // JPEG has no transparency: a cut-out garment stands on white, as on the shop's pages.
      pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: TELEGRAM_PHOTO.quality })
  ).toBuffer({ resolveWithObject: true });
  return { name, format, width: encoded.info.width, height: encoded.info.height, bytes: encoded.data };
}

async function telegramPhotosOf(pixels: RawPixels): Promise<EncodedVariant<TelegramPhotoName>[]> {
  const { side, thumbnailSide } = TELEGRAM_PHOTO;
  return [
    await encode(pixels, 'photo', 'jpeg', { width: side, height: side }),
    await encode(pixels, 'thumb', 'jpeg', { width: thumbnailSide, height: thumbnailSide }),
  ];
}

async function decode(input: string | Buffer, options: SharpOptions, width: number): Promise<RawPixels> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(input, options)
    .autoOrient()
    .resize({ width, height: width * TALLEST, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

/** The upload at `path` (already passed checkImage) as its WebP variants and Telegram JPEGs. */
export async function encodeVariants(path: string): Promise<EncodedVariant[]> {
  const pixels = await decode(
    path,
    { limitInputPixels: MAX_PIXELS, failOn: 'warning' },
    IMAGE_VARIANTS.zoom,
  ).catch(() => {
    throw new ApiError('BAD_REQUEST', uploadTexts.damaged);
  });
  const variants: EncodedVariant[] = [];
  for (const name of Object.keys(IMAGE_VARIANTS) as VariantName[]) {
    const width = IMAGE_VARIANTS[name];
    variants.push(await encode(pixels, name, 'webp', { width, height: width * TALLEST }));
  }
  variants.push(...(await telegramPhotosOf(pixels)));
  return variants;
}

/** The Telegram JPEGs of a photo uploaded before they were made, from its stored zoom WebP. */
export async function encodeTelegramPhotos(zoomWebp: Buffer): Promise<EncodedVariant<TelegramPhotoName>[]> {
  return telegramPhotosOf(await decode(zoomWebp, { limitInputPixels: MAX_PIXELS }, IMAGE_VARIANTS.zoom));
}
