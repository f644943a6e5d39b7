/** The home layout as the home config describes it (spec section 3, "Home config": layout list). */

export type HomeSectionType =
  | 'hero'
  | 'info-bar'
  | 'scroll-banner'
  | 'categories'
  | 'featured-products'
  | 'new-arrivals'
  | 'sale-products'
  | 'promo-banner'
  | 'promocode-showcase';

export interface HomeSectionSettings {
  padding?: 'none' | 'small' | 'default' | 'large';
  fullWidth?: boolean;
  backgroundColor?: string;
  textColor?: string;
}

export interface HomeLayoutSection {
  id: string;
  type: HomeSectionType;
  title?: string;
  isVisible: boolean;
  order: number;
  settings: HomeSectionSettings;
}
