/**
 * Puts a product variant into the cart, local or server, with the toast and, inside Telegram, a haptic tap.
 * More than the stock left is refused with 'Недостаточно товара' and what is left.
 */
import { colorImageUrl, PRODUCT_PLACEHOLDER_IMAGE, roublesToKopecks } from '@shop/core/rules';
import { ru } from '../../../shared/texts/ru';
import { toast } from '../../../shared/ui/toast/toast-store';
import { type Product, productName } from '../../catalog';
import { hapticInMiniApp } from '../../telegram';
import { currentCartMode } from '../store/cart-session';
import { addToCart, cartStore } from '../store/cart-store';
import { addServerLine } from './cart-actions';

/** Adds to the local cart unless the variant's stock would be exceeded. */
function addLocally(product: Product, color: string, size: string, quantity: number): boolean {
  const stock = product.variants.find((variant) => variant.colorCode === color && variant.sizeCode === size);
  const inCart = cartStore.items
    .filter((item) => item.productId === product.id && item.color === color && item.size === size)
    .reduce((sum, item) => sum + item.quantity, 0);
  if (stock && inCart + quantity > stock.quantity) {
    toast(ru.cart.notEnoughStock, { type: 'error', description: ru.cart.stockLeft(stock.quantity, inCart) });
    return false;
  }
  const image = colorImageUrl(product.images, color);
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
  return true;
}

/**
 * The guest cart changes at once (no server round trip); the server cart when its answer comes. The toast names
 * the size by `sizeName` ('Единый размер'), the code when no name is known.
 */
export function addProductToCart(
  product: Product,
  color: string,
  size: string,
  quantity = 1,
  sizeName = size,
): Promise<boolean> {
  const done = (added: boolean) => {
    if (added)
      toast(ru.cart.added, { type: 'success', description: `${productName(product)} · ${sizeName}` });
    hapticInMiniApp(added ? 'success' : 'error');
    return added;
  };
  if (currentCartMode() === 'local') return Promise.resolve(done(addLocally(product, color, size, quantity)));
  return addServerLine({ productId: product.id, color, size, quantity, isWholesale: false }).then(done);
}
