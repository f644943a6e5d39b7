import type { ProductImageInput, ProductImageLike } from './product-shape';

export const PRODUCT_PLACEHOLDER_IMAGE = '/placeholder-product.jpg';

const normalize = (image: ProductImageInput, index: number): ProductImageLike =>
  typeof image === 'string'
    ? { url: image, isPrimary: index === 0, type: 'main', colorCode: null, order: index }
    : image;

const byOrder = (a: ProductImageLike, b: ProductImageLike) => (a.order ?? 0) - (b.order ?? 0);

/** Images as objects, in their order, without empty URLs. */
export function normalizeImages(images: readonly ProductImageInput[] | null | undefined): ProductImageLike[] {
  return (images ?? [])
    .map(normalize)
    .filter((image) => typeof image.url === 'string' && image.url.length > 0)
    .sort(byOrder);
}

/**
 * The picture that stands for a product (SPEC 3): primary without a color, then primary, then main without a
 * color, then main, then the first; the placeholder when there is none.
 */
export function primaryImage(
  images: readonly ProductImageInput[] | null | undefined,
): ProductImageLike | null {
  const list = normalizeImages(images);
  const shared = (image: ProductImageLike) => !image.colorCode;
  const main = (image: ProductImageLike) => image.type === 'main';
  return (
    list.find((image) => image.isPrimary && shared(image)) ??
    list.find((image) => image.isPrimary) ??
    list.find((image) => main(image) && shared(image)) ??
    list.find(main) ??
    list[0] ??
    null
  );
}

export const primaryImageUrl = (images: readonly ProductImageInput[] | null | undefined): string =>
  primaryImage(images)?.url ?? PRODUCT_PLACEHOLDER_IMAGE;

/**
 * The gallery for one color: that color's images first (its primary one leading), then the shared ones (colorCode
 * null). Before a color is chosen it opens on the picture that stands for the product, the one its card shows,
 * followed by the shared ones. A color without pictures of its own shows the shared ones, and a product without
 * shared ones shows everything.
 */
export function imagesForColor(
  images: readonly ProductImageInput[] | null | undefined,
  colorCode: string | null | undefined,
): ProductImageLike[] {
  const list = normalizeImages(images);
  const shared = list.filter((image) => !image.colorCode);
  if (!colorCode) {
    const cover = primaryImage(list);
    const rest = shared.length > 0 ? shared : list;
    return cover ? [cover, ...rest.filter((image) => image !== cover)] : rest;
  }
  const own = list.filter((image) => image.colorCode === colorCode);
  const ownPrimary = own.find((image) => image.isPrimary);
  const gallery = [
    ...(ownPrimary ? [ownPrimary] : []),
    ...own.filter((image) => image !== ownPrimary),
    ...shared,
  ];
  return gallery.length > 0 ? gallery : list;
}

/**
 * The picture of a product in one color, as a cart or order line shows it: the first of that color's gallery
 * (`imagesForColor`), so the line looks like the product page did when the color was chosen.
 */
export const colorImageUrl = (
  images: readonly ProductImageInput[] | null | undefined,
  colorCode: string | null | undefined,
): string => imagesForColor(images, colorCode)[0]?.url ?? PRODUCT_PLACEHOLDER_IMAGE;
