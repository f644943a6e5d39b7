/**
 * Uploaded photos are kept at three widths with one name and a suffix (`/uploads/u/<random>-page.webp`): a
 * product card, a product page and the zoom view. A product image's URL is the page one; these give the others.
 * Any other URL (the demo shop's drawings, an https address) has only itself and is returned as it is.
 */
export type ImageVariant = 'card' | 'page' | 'zoom';

/** Widths of the variants, as the server makes them (a smaller original is never enlarged). */
export const IMAGE_VARIANT_WIDTHS: Record<ImageVariant, number> = { card: 480, page: 960, zoom: 1600 };

const UPLOADED = /^(\/uploads\/u\/[a-f0-9]{32})-(card|page|zoom)\.webp$/;

export function imageVariantUrl(url: string, variant: ImageVariant): string {
  const match = UPLOADED.exec(url);
  return match ? `${match[1]}-${variant}.webp` : url;
}

/** A `srcset` over the page and zoom widths for an uploaded photo; undefined for any other URL. */
export function imageSrcSet(url: string): string | undefined {
  if (!UPLOADED.test(url)) return undefined;
  return (['card', 'page', 'zoom'] as const)
    .map((variant) => `${imageVariantUrl(url, variant)} ${IMAGE_VARIANT_WIDTHS[variant]}w`)
    .join(', ');
}

/**
 * Telegram takes only JPEG (at most 5 MB) for the photo of an inline result or a prepared message, so every
 * product photo also has a JPEG and a JPEG thumbnail beside it: `<name>-photo.jpg` and `<name>-thumb.jpg` next to
 * an upload's WebP files or a demo drawing's SVG. The photo's long side is TELEGRAM_PHOTO_SIDE, the thumbnail's
 * TELEGRAM_THUMBNAIL_SIDE (a smaller original is never enlarged).
 */
export const TELEGRAM_PHOTO = { side: 1280, thumbnailSide: 320, quality: 82 } as const;
export const TELEGRAM_PHOTO_SUFFIX = '-photo.jpg';
export const TELEGRAM_THUMBNAIL_SUFFIX = '-thumb.jpg';

const DEMO_DRAWING = /^(\/uploads\/seed\/[a-z0-9-]+)\.svg$/;
const JPEG = /\.jpe?g$/i;

/** The JPEG photo and thumbnail Telegram is sent for an image URL; undefined when it has none. */
export function telegramPhotoUrls(url: string): { photo: string; thumbnail: string } | undefined {
  const base = UPLOADED.exec(url)?.[1] ?? DEMO_DRAWING.exec(url)?.[1];
  if (base)
    return { photo: `${base}${TELEGRAM_PHOTO_SUFFIX}`, thumbnail: `${base}${TELEGRAM_THUMBNAIL_SUFFIX}` };
  const path = URL.canParse(url) ? new URL(url).pathname : url;
  return JPEG.test(path) ? { photo: url, thumbnail: url } : undefined;
}
