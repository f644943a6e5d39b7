import type { ApiData, ShopClient } from '@shop/api/client';

type CategoryNode = ApiData<ShopClient['api']['categories']['tree']['$get']>[number];

/** A node of GET /api/categories/tree. The route types stop at a recursive shape (as JSONValue); this goes on. */
export type Category = Omit<CategoryNode, 'children'> & { children: Category[] };

/** The tree as the API typed it, read as the recursive Category it is. */
export const asCategoryTree = (nodes: readonly CategoryNode[]): Category[] => nodes as Category[];

export type ProductType = Category['productType'];

/** Russian first (the spec prefers Russian names for categories), then the display name the API prepared. */
export function categoryName(category: Pick<Category, 'name' | 'displayName' | 'slug'>): string {
  return category.name.ru.trim() || category.displayName || category.name.en || category.slug;
}

export const categoryHref = (slug: string): string => `/products/category/${encodeURIComponent(slug)}`;

/** The header links categories as a catalogue filter (spec section 2, header links). */
export const categoryFilterHref = (slug: string): string => `/products?category=${encodeURIComponent(slug)}`;

/** Finds a category anywhere in the tree by its slug. */
export function findCategory(categories: readonly Category[], slug: string): Category | null {
  for (const category of categories) {
    if (category.slug === slug) return category;
    const child = findCategory(category.children, slug);
    if (child) return child;
  }
  return null;
}
