import { useEffect } from 'react';
import { useStoreSettings } from '../api/get-store-settings';

/** The browser tab shows the icon staff uploaded in the store settings; without one, the shop's built-in icon. */
export function useFavicon(): void {
  const { settings } = useStoreSettings();
  const url = settings.logo.faviconUrl;
  useEffect(() => {
    if (!url) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) return;
    const builtIn = { href: link.getAttribute('href'), type: link.getAttribute('type') };
    link.href = url;
    link.removeAttribute('type');
    return () => {
      if (builtIn.href) link.setAttribute('href', builtIn.href);
      if (builtIn.type) link.setAttribute('type', builtIn.type);
    };
  }, [url]);
}
