import type { Category, ProductType } from './types';

const BUILT_IN_DATE = '2025-01-01T00:00:00.000Z';

function builtIn(id: number, slug: string, ru: string, en: string, productType: ProductType): Category {
  return {
    _id: `builtin-${slug}`,
    id,
    slug,
    name: { ru, en },
    displayName: ru,
    image: null,
    level: 0,
    path: slug,
    parent: null,
    productType,
    isActive: true,
    isVisible: true,
    isFeatured: true,
    showOnHomepage: true,
    homepageOrder: id,
    sortOrder: id,
    productCount: 0,
    viewCount: 0,
    createdAt: BUILT_IN_DATE,
    updatedAt: BUILT_IN_DATE,
    children: [],
  };
}

/** Shown when the categories call fails (spec section 7). */
export const fallbackCategories: Category[] = [
  builtIn(1, 'zhenskaya-odezhda', 'Женская одежда', "Women's clothing", 'clothing'),
  builtIn(2, 'zhenskaya-obuv', 'Женская обувь', "Women's footwear", 'footwear'),
  builtIn(3, 'aksessuary', 'Аксессуары', 'Accessories', 'accessories'),
];
