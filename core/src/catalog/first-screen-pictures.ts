/**
 * The picture each storefront page shows first, with the `src`, `srcset` and `sizes` its image element carries.
 * The storefront draws them from here, and the server names the same picture in the page's head so a phone
 * fetches it together with the scripts, not after them: the two must agree to the byte or the phone fetches it
 * twice.
 */
import { activeBanners, type HomeLayoutSection, visibleSections } from '../settings/home-layout';
import { imageSrcSet, imageVariantUrl } from './image-variant-url';
import { imagesForColor, PRODUCT_PLACEHOLDER_IMAGE, primaryImage } from './product-images';
import type { ProductImageInput, VariantLike } from './product-shape';
import { initialSelection } from './variants';

/** A product card takes half a phone's width and a quarter of a wide screen's. */
export const CARD_IMAGE_SIZES = '(min-width: 768px) 25vw, 50vw';
/** The product page's main photo: the whole width of a phone, half of a wide screen. */
export const PRODUCT_PAGE_IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';
/** A home banner spans the page. */
export const BANNER_IMAGE_SIZES = '100vw';

export interface PagePicture {
  src: string;
  srcSet: string | undefined;
  sizes: string;
}

/** A card's picture: the one that stands for the product, at the card's width; the placeholder without one. */
export function cardPicture(images: readonly ProductImageInput[] | null | undefined): PagePicture {
  const image = primaryImage(images);
  return image
    ? { src: imageVariantUrl(image.url, 'card'), srcSet: imageSrcSet(image.url), sizes: CARD_IMAGE_SIZES }
    : pictureAt(PRODUCT_PLACEHOLDER_IMAGE, CARD_IMAGE_SIZES);
}

/**
 * A product page opens on the first photo of its gallery for the color chosen at first (the only one, or none);
 * the placeholder without one.
 */
export function productPagePicture(product: {
  images: readonly ProductImageInput[] | null | undefined;
  colors: readonly string[];
  sizes: readonly string[];
  variants: readonly VariantLike[];
}): PagePicture {
  return productPhotoPicture(imagesForColor(product.images, initialSelection(product).color)[0]?.url);
}

/** The product page's main photo at `url`, or the placeholder. */
export const productPhotoPicture = (url: string | undefined): PagePicture =>
  pictureAt(url ?? PRODUCT_PLACEHOLDER_IMAGE, PRODUCT_PAGE_IMAGE_SIZES);

/** A picture shown as its own URL with the uploaded widths offered beside it (a banner, a product photo). */
export const pictureAt = (url: string, sizes: string): PagePicture => ({
  src: url,
  srcSet: imageSrcSet(url),
  sizes,
});

interface HomeConfigLike {
  layout: readonly Pick<HomeLayoutSection, 'type' | 'isVisible' | 'order'>[];
  scrollBanner: {
    isEnabled: boolean;
    banners: readonly { isActive: boolean; order: number; media: { type: string; url: string } }[];
  };
}

/** The home page's first banner, when the carousel shows and opens on a picture (not a video). */
export function homeBannerPicture(home: HomeConfigLike): PagePicture | undefined {
  if (!home.scrollBanner.isEnabled) return undefined;
  if (!visibleSections(home.layout).some((section) => section.type === 'scroll-banner')) return undefined;
  const media = activeBanners(home.scrollBanner.banners)[0]?.media;
  return media?.type === 'image' && media.url ? pictureAt(media.url, BANNER_IMAGE_SIZES) : undefined;
}
