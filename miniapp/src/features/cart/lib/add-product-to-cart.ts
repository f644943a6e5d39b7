/** Puts a product variant into the guest cart, with the toast and, inside Telegram, a haptic tap. */
import {
  imagesForColor,
  PRODUCT_PLACEHOLDER_IMAGE,
  primaryImageUrl,
  roublesToKopecks,
} from '@shop/core/rules';
import { ru } from '../../../shared/texts/ru';
import { toast } from '../../../shared/ui/toast/toast-store';
import { type Product, productName } from '../../catalog/types';
import { hapticInMiniApp } from '../../telegram/lib/haptics';
import { addToCart } from '../store/cart-store';

export function addProductToCart(product: Product, color: string, size: string, quantity = 1): void {
  const image = imagesForColor(product.images, color)[0]?.url ?? primaryImageUrl(product.images);
  addToCart({
    productId: product.id,
    name: productName(product),
    // The API speaks roubles; the cart keeps kopecks.
    priceKopecks: roublesToKopecks(product.price),
    originalPriceKopecks: product.originalPrice === null ? null : roublesToKopecks(product.originalPrice),
    image: image || PRODUCT_PLACEHOLDER_IMAGE,
    size,
    color,
    quantity,
    baseSKU: product.baseSKU,
    isWholesale: false,
    wholesaleGroupId: null,
    discountPercentage: product.discountPercentage ?? undefined,
  });
  toast(ru.cart.added, { type: 'success', description: `${productName(product)} · ${size}` });
  hapticInMiniApp('success');
}
