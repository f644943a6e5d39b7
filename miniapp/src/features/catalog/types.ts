/** Catalogue shapes: the API's answers as its routes type them (prices in roubles), and the client's filters. */
import type { ApiData, ShopClient } from '@shop/api/client';

type Products = ShopClient['api']['products'];

export type Product = ApiData<Products[':id']['$get']>;

export type { ProductFilters, ProductSort } from '@shop/core/rules';

export const productName = (product: Pick<Product, 'name' | 'displayName'>): string =>
  product.name.ru || product.displayName || product.name.en || '';

export const productHref = (id: number | string): string => `/product/${encodeURIComponent(String(id))}`;

/** Sold out in every variant: the card says «Нет в наличии» and offers no quick add. */
export const isOutOfStock = (product: Pick<Product, 'stockStatus' | 'totalStock'>): boolean =>
  product.stockStatus === 'out_of_stock' || product.totalStock <= 0;
