/**
 * Where a `startapp` deep link leads: `product_<id>` (or `p_<id>`) a product, `category_<slug>` (or `c_<slug>`) a
 * category, `cart` the cart, `order_<id>` (or `o_<id>`) the buyer's order, `staff` the staff mode (the bot's /staff
 * in a group); anything else nowhere. The bot's /start payloads use the same words.
 */
export function deepLinkPath(startParam: string | null | undefined): string | null {
  if (!startParam) return null;
  if (startParam === 'cart') return '/cart';
  if (startParam === 'staff') return '/staff';
  const product = /^(?:p|product)_(\d+)$/.exec(startParam);
  if (product) return `/product/${product[1]}`;
  const category = /^(?:c|category)_([A-Za-z0-9_-]+)$/.exec(startParam);
  if (category) return `/products/category/${category[1]}`;
  const order = /^(?:o|order)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(
    startParam,
  );
  if (order) return `/order-confirmation/${order[1]}`;
  return null;
}

/** The `startapp` parameter that opens a product (read back by `deepLinkPath`). */
export const productStartParam = (productId: number): string => `product_${productId}`;
