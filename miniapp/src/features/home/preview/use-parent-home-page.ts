import { homePreviewMessageSchema, homePreviewMessages } from '@shop/core';
import { useEffect, useState } from 'react';
import { asCategoryTree } from '../../categories';
import type { HomeData } from '../types';

type Posted = ReturnType<typeof homePreviewMessageSchema.parse>['homepage'];

/** The posted lists are what the api's home answer holds (the editor asked the api for them). */
const homeDataOf = (posted: Posted): HomeData => ({
  ...(posted as unknown as Omit<HomeData, 'categories' | 'errors'>),
  homeConfig: posted.homeConfig,
  categories: asCategoryTree(posted.categories as unknown as Parameters<typeof asCategoryTree>[0]),
  errors: {},
});

/**
 * The home page the admin app's editor posts to this framed storefront: taken only from this origin and from the
 * parent window, only when core's schema accepts it; kept in memory, never stored. Null until one comes. Says
 * «ready» to the parent on start, so a reloaded frame is sent the draft again.
 */
export function useParentHomePage(): HomeData | null {
  const [home, setHome] = useState<HomeData | null>(null);
  useEffect(() => {
    const parent = window.parent;
    if (parent === window) return;
    const origin = window.location.origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== parent) return;
      const parsed = homePreviewMessageSchema.safeParse(event.data);
      if (parsed.success) setHome(homeDataOf(parsed.data.homepage));
    };
    window.addEventListener('message', onMessage);
    parent.postMessage({ type: homePreviewMessages.ready }, origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return home;
}
