/** The home page's data as GET /homepage sends it (SPEC 3 "Home config", 7 "Home"). */
import type { HomeConfig } from '@shop/core';
import type { Product } from '../catalog/types';
import type { Category } from '../categories/types';

export type { HomeSectionType } from '@shop/core';
export type HomeLayoutSection = HomeConfig['layout'][number];
export type HomeSectionSettings = HomeLayoutSection['settings'];

export interface Promocode {
  _id: string;
  code: string;
  description: string;
  discountType: 'percentage' | 'fixed' | 'free_shipping';
  discountValue: number;
  validUntil: string | null;
  maxUsage: number | null;
  usageCount: number;
  minOrderValue: number;
  tier: 'standard' | 'premium' | 'vip';
}

/** Which parts failed when the page was put together from the fallback calls. */
export type HomePart = 'featured' | 'newArrivals' | 'sale' | 'promocodes';

export interface HomeData {
  homeConfig: HomeConfig;
  categories: Category[];
  featuredProducts: Product[];
  newArrivals: Product[];
  saleProducts: Product[];
  promocodes: Promocode[];
  errors: Partial<Record<HomePart, string>>;
}
