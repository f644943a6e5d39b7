/** Query keys of the catalogue screens: a write refetches its whole resource. */
export const catalogKeys = {
  products: ['admin', 'products'] as const,
  productList: (query: object) => ['admin', 'products', 'list', query] as const,
  product: (id: number) => ['admin', 'products', 'one', id] as const,
  categories: ['admin', 'categories'] as const,
  colors: ['admin', 'colors'] as const,
  sizes: ['admin', 'sizes'] as const,
};
