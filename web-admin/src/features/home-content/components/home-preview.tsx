import { isApiError } from '@shop/api/client';
import {
  type HomeConfig,
  type HomeConfigFormValues,
  type HomeSectionType,
  homeConfigSchema,
} from '@shop/core';
import { useEffect, useMemo, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { texts } from '../../../lib/texts';
import * as form from '../../../ui/form.css';
import { useHomePreviewPage } from '../api/home-content-calls';
import * as styles from './home-content.css';
import { homeTexts } from './home-texts';
import { StorefrontPreviewFrame } from './storefront-preview-frame';

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

/** `value` once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The document the form makes as it stands, with the order numbers saving would give (the form keeps sections in
 * page order); null while the form holds something the schema refuses.
 */
function documentOf(text: string): HomeConfig | null {
  const parsed = homeConfigSchema.safeParse(JSON.parse(text));
  if (!parsed.success) return null;
  return { ...parsed.data, layout: parsed.data.layout.map((section, order) => ({ ...section, order })) };
}

/**
 * The home page's sections as a buyer will meet them, before publishing, and beside them the storefront itself at
 * phone width drawing the form as it stands (settled for 400 ms), its products resolved by the api.
 */
export function HomePreview({ methods }: { methods: Methods }) {
  const config = useWatch({ control: methods.control }) as HomeConfigFormValues;
  const settledText = useSettled(JSON.stringify(config), 400);
  const document = useMemo(() => documentOf(settledText), [settledText]);
  const [lastGood, setLastGood] = useState(document);
  if (document && document !== lastGood) setLastGood(document);
  const page = useHomePreviewPage(document ?? lastGood);
  const shown = (config.layout ?? []).flatMap((section) => {
    if (!section?.type || section.type === 'hero' || section.isVisible === false) return [];
    const summary = summaryOf(section.type, config);
    return summary === null ? [] : [{ section, summary }];
  });
  const state = !document
    ? t.invalid
    : page.isError
      ? t.failed(isApiError(page.error) ? page.error.message : texts.errors.generic)
      : page.isFetching
        ? t.updating
        : '';
  return (
    <aside className={styles.preview} aria-labelledby="home-preview-title">
      <h2 id="home-preview-title" className={form.panelTitle}>
        {t.title}
      </h2>
      <p className={form.hint}>{t.storefrontNote}</p>
      <p className={form.hint} aria-live="polite" data-testid="home-preview-state">
        {state}
      </p>
      <StorefrontPreviewFrame homepage={page.data} title={t.storefront} />
      <h3 className={form.panelTitle}>{t.sections}</h3>
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
    </aside>
  );
}
