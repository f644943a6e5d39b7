import type { HomeConfig, HomeConfigFormValues, HomeSectionType } from '@shop/core';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import * as form from '../../../ui/form.css';
import * as styles from './home-content.css';
import { homeTexts } from './home-texts';

type Methods = UseFormReturn<HomeConfigFormValues, unknown, HomeConfig>;
const t = homeTexts.preview;

/** What a section will show, from the form as it stands; null when the section shows nothing at all. */
function summaryOf(type: HomeSectionType, config: HomeConfigFormValues): string | null {
  const block = (value: HomeConfigFormValues['featuredProducts']) => {
    const picked = value?.productIds?.length ?? 0;
    return t.products(picked > 0 ? picked : (value?.maxProducts ?? 8), picked === 0);
  };
  switch (type) {
    case 'info-bar':
      return config.infoBar?.isEnabled === false ? null : t.messages(config.infoBar?.messages?.length ?? 0);
    case 'scroll-banner':
      return config.scrollBanner?.isEnabled === false
        ? null
        : t.banners(config.scrollBanner?.banners?.filter((banner) => banner.isActive !== false).length ?? 0);
    case 'promo-banner':
      return config.promo?.isEnabled === false
        ? null
        : t.banners(config.promo?.banners?.filter((banner) => banner.isActive !== false).length ?? 0);
    case 'featured-products':
      return block(config.featuredProducts);
    case 'new-arrivals':
      return block(config.newArrivals);
    case 'sale-products':
      return block(config.saleProducts);
    case 'promocode-showcase':
      return config.promocodeShowcase?.isEnabled === false
        ? null
        : t.promocodes(config.promocodeShowcase?.displaySettings?.maxPromocodes ?? 4);
    default:
      return '';
  }
}

/**
 * The home page's sections as a buyer will meet them, before publishing, and beside them the storefront itself at
 * phone width as it is published now (the storefront draws only the published page); `published` is when that
 * was, so the frame loads again after each publication.
 */
export function HomePreview({ methods, published }: { methods: Methods; published: string | null }) {
  const config = useWatch({ control: methods.control }) as HomeConfigFormValues;
  const shown = (config.layout ?? []).flatMap((section) => {
    if (!section?.type || section.type === 'hero' || section.isVisible === false) return [];
    const summary = summaryOf(section.type, config);
    return summary === null ? [] : [{ section, summary }];
  });
  return (
    <aside className={styles.preview} aria-labelledby="home-preview-title">
      <h2 id="home-preview-title" className={form.panelTitle}>
        {t.title}
      </h2>
      <p className={form.hint}>{t.hint}</p>
      {shown.length === 0 ? (
        <p>{t.nothing}</p>
      ) : (
        <ol className={styles.previewList} aria-label={t.title}>
          {shown.map(({ section, summary }) => (
            <li key={section.id} className={styles.previewItem}>
              <strong>{section.title || homeTexts.sectionTypes[section.type ?? 'hero']}</strong>
              {summary && <span className={form.hint}>{summary}</span>}
            </li>
          ))}
        </ol>
      )}
      <h3 className={form.panelTitle}>{t.storefront}</h3>
      <p className={form.hint}>{t.storefrontNote}</p>
      <iframe
        key={published}
        className={styles.storefrontFrame}
        src="/"
        title={t.storefront}
        loading="lazy"
      />
    </aside>
  );
}
