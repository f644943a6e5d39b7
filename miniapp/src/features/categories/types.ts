export type ProductType = 'clothing' | 'footwear' | 'accessories';

export interface LocalizedName {
  ru: string;
  en?: string;
  vi?: string;
}

/** A node of GET /api/categories/tree. */
export interface Category {
  _id: string;
  id: number;
  slug: string;
  name: LocalizedName | string;
  displayName: string;
  image: string | null;
  level: number;
  path: string;
  parent: number | null;
  productType: ProductType;
  isActive: boolean;
  isVisible: boolean;
  isFeatured: boolean;
  showOnHomepage: boolean;
  homepageOrder: number;
  sortOrder: number;
  productCount: number;
  children: Category[];
}

/** Russian first (the spec prefers Russian names for categories), then the display name the API prepared. */
export function categoryName(category: Pick<Category, 'name' | 'displayName' | 'slug'>): string {
  if (typeof category.name === 'string' && category.name.trim()) return category.name;
  if (typeof category.name === 'object' && category.name?.ru?.trim()) return category.name.ru;
  return (
    category.displayName || (typeof category.name === 'object' ? category.name?.en : '') || category.slug
  );
}

export const categoryHref = (slug: string): string => `/products/category/${encodeURIComponent(slug)}`;

/** The header links categories as a catalogue filter (spec section 2, header links). */
export const categoryFilterHref = (slug: string): string => `/products?category=${encodeURIComponent(slug)}`;

/** Finds a category anywhere in the tree by its slug. */
export function findCategory(categories: readonly Category[], slug: string): Category | null {
  for (const category of categories) {
    if (category.slug === slug) return category;
    const child = findCategory(category.children ?? [], slug);
    if (child) return child;
  }
  return null;
}
