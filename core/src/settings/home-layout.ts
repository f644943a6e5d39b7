/**
 * The home page's default sections and their order (SPEC 9), without zod: the settings schema fills a missing
 * layout with them, and the storefront shows them when no home config arrives at all.
 */
import type { HomeLayoutSection, HomeSectionType } from './home-config';

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
