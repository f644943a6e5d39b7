import { homePreviewMessages, homePreviewQuery } from '@shop/core';
import { useEffect, useRef, useState } from 'react';
import type { HomePreviewPage } from '../api/home-content-calls';
import * as styles from './home-content.css';

const previewPath = `/?${homePreviewQuery.name}=${homePreviewQuery.value}`;

/**
 * The storefront at phone width in its preview mode, drawing `homepage` with its own components. The page is
 * posted to the frame (same origin only) whenever it changes and whenever the frame says it is ready (it loaded,
 * or loaded again).
 */
export function StorefrontPreviewFrame({
  homepage,
  title,
}: {
  homepage: HomePreviewPage | undefined;
  title: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [readyCount, setReadyCount] = useState(0);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data?.type === homePreviewMessages.ready) setReadyCount((count) => count + 1);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (readyCount === 0 || !homepage) return;
    frame.current?.contentWindow?.postMessage(
      { type: homePreviewMessages.show, homepage },
      window.location.origin,
    );
  }, [readyCount, homepage]);

  return (
    <iframe ref={frame} className={styles.storefrontFrame} src={previewPath} title={title} loading="lazy" />
  );
}
