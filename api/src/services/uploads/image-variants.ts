/**
 * Every upload is decoded once and re-encoded into WebP at the widths the shop shows: a product card, a product
 * page and the zoom view. Only these re-encoded files are stored, so no byte of the original (EXIF with GPS,
 * an embedded script, a polyglot) is ever served; sharp writes no metadata unless asked to.
 */
import sharp from 'sharp';
import { MAX_PIXELS } from './image-check';

export const IMAGE_VARIANTS = { card: 480, page: 960, zoom: 1600 } as const;
export type VariantName = keyof typeof IMAGE_VARIANTS;

export interface EncodedVariant {
  name: VariantName;
  width: number;
  height: number;
  bytes: Buffer;
}

export async function encodeVariants(input: Buffer): Promise<EncodedVariant[]> {
  // Decoded once, turned upright by its EXIF orientation and scaled to the zoom width; every variant is
  // encoded from these pixels.
  const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width: IMAGE_VARIANTS.zoom, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return Promise.all(
    (Object.keys(IMAGE_VARIANTS) as VariantName[]).map(async (name) => {
      const encoded = await sharp(data, { raw })
        .resize({ width: IMAGE_VARIANTS[name], withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      return { name, width: encoded.info.width, height: encoded.info.height, bytes: encoded.data };
    }),
  );
}
