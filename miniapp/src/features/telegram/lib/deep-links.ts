/**
 * Where a `startapp` deep link leads: `product_<id>` (or `p_<id>`) a product, `category_<slug>` (or `c_<slug>`) a
 * category, `cart` the cart; anything else nowhere. The bot's /start payloads use the same words.
 */
export function deepLinkPath(startParam: string | null | undefined): string | null {
  if (!startParam) return null;
  if (startParam === 'cart') return '/cart';
  const product = /^(?:p|product)_(\d+)$/.exec(startParam);
  if (product) return `/product/${product[1]}`;
  const category = /^(?:c|category)_([A-Za-z0-9_-]+)$/.exec(startParam);
  if (category) return `/products/category/${category[1]}`;
  return null;
}
