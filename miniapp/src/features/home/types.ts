/** The home page's data as GET /homepage sends it (SPEC 3 "Home config", 7 "Home"), typed by the API's routes. */
import type { ApiData, ShopClient } from '@shop/api/client';
import type { HomeConfig } from '@shop/core';
import type { Category } from '../categories';

export type { HomeSectionType } from '@shop/core';
export type HomeLayoutSection = HomeConfig['layout'][number];

type Homepage = ApiData<ShopClient['api']['homepage']['$get']>;

export type Promocode = Homepage['promocodes'][number];

/** Which parts failed when the page was put together from the fallback calls. */
export type HomePart = 'featured' | 'newArrivals' | 'sale' | 'promocodes';

export interface HomeData extends Omit<Homepage, 'categories'> {
  categories: Category[];
  errors: Partial<Record<HomePart, string>>;
}
