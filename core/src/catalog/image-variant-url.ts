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
