/** Where a `startapp` deep link leads: `p_<id>` a product, `c_<slug>` a category; anything else nowhere. */
export function deepLinkPath(startParam: string | null | undefined): string | null {
  if (!startParam) return null;
  const product = /^p_(\d+)$/.exec(startParam);
  if (product) return `/product/${product[1]}`;
  const category = /^c_([A-Za-z0-9_-]+)$/.exec(startParam);
  if (category) return `/products/category/${category[1]}`;
  return null;
}
