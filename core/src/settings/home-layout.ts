/**
 * The home page's default sections and their order (SPEC 9), without zod: the settings schema fills a missing
 * layout with them, and the storefront shows them when no home config arrives at all.
 */

export const homeSectionTypes = [
  'hero',
  'info-bar',
  'scroll-banner',
  'categories',
  'featured-products',
  'new-arrivals',
  'sale-products',
  'promo-banner',
  'promocode-showcase',
] as const;
export type HomeSectionType = (typeof homeSectionTypes)[number];

export const sectionPaddings = ['none', 'small', 'default', 'large'] as const;

/** One section of the home layout, as the settings schema (home-config.ts) makes it. */
export interface HomeLayoutSection {
  id: string;
  type: HomeSectionType;
  title: string;
  isVisible: boolean;
  order: number;
  settings: {
    padding: (typeof sectionPaddings)[number];
    fullWidth: boolean;
    /** Unset means the page's own colors. */
    backgroundColor?: string | undefined;
    textColor?: string | undefined;
  };
}

const section = (
  type: HomeSectionType,
  title: string,
  position: number,
  settings: Partial<HomeLayoutSection['settings']> = {},
): HomeLayoutSection => ({
  id: type,
  type,
  title,
  isVisible: true,
  order: position,
  settings: { padding: 'default', fullWidth: false, ...settings },
});

export const defaultHomeLayout = (): HomeLayoutSection[] => [
  section('info-bar', 'Информационная строка', 0, { padding: 'none', fullWidth: true }),
  section('scroll-banner', 'Баннеры', 1, { padding: 'none', fullWidth: true }),
  section('categories', 'Категории', 2),
  section('featured-products', 'Популярные товары', 3),
  section('promo-banner', 'Акции', 4),
  section('new-arrivals', 'Новые поступления', 5),
  section('sale-products', 'Распродажа', 6),
  section('promocode-showcase', 'Промокоды', 7, { padding: 'large' }),
];

/** Visible sections in their order; the hero is drawn separately (spec section 2, "Home page"). */
export const visibleSections = <Section extends Pick<HomeLayoutSection, 'type' | 'isVisible' | 'order'>>(
  layout: readonly Section[],
): Section[] =>
  layout.filter((section) => section.isVisible && section.type !== 'hero').sort((a, b) => a.order - b.order);

/** The carousel's banners that show, in their order. */
export const activeBanners = <Banner extends { isActive: boolean; order: number }>(
  banners: readonly Banner[],
): Banner[] => banners.filter((banner) => banner.isActive).sort((a, b) => a.order - b.order);
