import { orderedRange, roublesToKopecks } from '@shop/core';
import type { ProductFilter } from '@shop/db';

/** The storefront's list parameters (prices in roubles, `filter=new|sale` or the flags) as a database filter. */
export function productFilterOf(query: {
  category?: string | undefined;
  filter?: 'new' | 'sale' | undefined;
  isNew?: boolean | undefined;
  isSale?: boolean | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  colors?: string[] | undefined;
  sizes?: string[] | undefined;
  inStock?: boolean | undefined;
}): ProductFilter {
  const [minPrice, maxPrice] = orderedRange(query.minPrice, query.maxPrice);
  return {
    ...(query.category ? { categorySlug: query.category } : {}),
    ...(query.filter === 'new' || query.isNew ? { isNew: true } : {}),
    ...(query.filter === 'sale' || query.isSale ? { isSale: true } : {}),
    ...(minPrice === undefined ? {} : { minPriceKopecks: roublesToKopecks(minPrice) }),
    ...(maxPrice === undefined ? {} : { maxPriceKopecks: roublesToKopecks(maxPrice) }),
    ...(query.colors?.length ? { colors: query.colors } : {}),
    ...(query.sizes?.length ? { sizes: query.sizes } : {}),
    ...(query.inStock ? { inStock: true } : {}),
  };
}
