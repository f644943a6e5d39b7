/**
 * Draws the home layout's visible sections in order. The info bar, the banner carousel and the category strip
 * come with the page (they are on the first screen); the product rows, promo banners and promocodes load their
 * code on their own, each keeping its room meanwhile so nothing below jumps.
 */
import { visibleSections } from '@shop/core/rules';
import { type ComponentType, Suspense } from 'react';
import { lazyPart } from '../../../shared/lib/lazy-part';
import type { HomeData, HomeSectionType } from '../types';
import { CategoriesSection } from './categories-section';
import * as styles from './home-section.css';
import { InfoBarSection } from './info-bar-section';
import { ScrollBannerSection } from './scroll-banner-section';
import type { SectionProps } from './section-props';

const ProductsSection = lazyPart(() => import('./products-section'), 'ProductsSection');
const PromoBannerSection = lazyPart(() => import('./promo-banner-section'), 'PromoBannerSection');
const PromocodeShowcaseSection = lazyPart(
  () => import('./promocode-showcase-section'),
  'PromocodeShowcaseSection',
);

const sectionComponents: Partial<Record<HomeSectionType, ComponentType<SectionProps>>> = {
  'info-bar': InfoBarSection,
  'scroll-banner': ScrollBannerSection,
  categories: CategoriesSection,
  'featured-products': ProductsSection,
  'new-arrivals': ProductsSection,
  'sale-products': ProductsSection,
  'promo-banner': PromoBannerSection,
  'promocode-showcase': PromocodeShowcaseSection,
};

export function HomeSections({ home, retry }: { home: HomeData; retry: () => void }) {
  return (
    <>
      {visibleSections(home.homeConfig.layout).map((section) => {
        const Section = sectionComponents[section.type];
        return Section ? (
          <Suspense key={section.id} fallback={<div className={styles.placeholder} />}>
            <Section section={section} home={home} retry={retry} />
          </Suspense>
        ) : null;
      })}
    </>
  );
}
