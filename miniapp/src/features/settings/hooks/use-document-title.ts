import { useEffect } from 'react';
import { useStoreSettings } from '../api/get-store-settings';

/**
 * Sets document.title to 'Page — Store', or on pages without a title of their own (home) to the store's SEO title
 * and description.
 */
export function useDocumentTitle(pageTitle?: string): void {
  const { settings } = useStoreSettings();
  const title = pageTitle
    ? `${pageTitle} — ${settings.storeName}`
    : settings.seo.metaTitle || settings.storeName;
  const description = pageTitle ? '' : settings.seo.metaDescription;
  useEffect(() => {
    document.title = title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
