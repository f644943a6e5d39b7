import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * While React takes over the page the server drew: from before `hydrateRoot` (main.tsx) to the first move to
 * another address. `pageKey` is the address's history key, read at the first render.
 */
let takeover: { pageKey: string | undefined } | undefined;

/** main.tsx, before React takes a drawn page over. */
export function beginDrawnPageTakeover(): void {
  takeover = { pageKey: undefined };
}

/**
 * The router, at each render with the address's history key: the first move to another address ends the taking
 * over, so a page drawn in the browser shows her own state from its first render.
 */
export function noteDrawnPageAddress(key: string): void {
  if (!takeover) return;
  takeover.pageKey ??= key;
  if (key !== takeover.pageKey) takeover = undefined;
}

const unchanging = () => () => {};
const isUnderTakeover = () => takeover !== undefined;
const isServerDrawn = () => true;

/**
 * True in the server's drawing and while React takes a drawn part over; false on a page the browser draws
 * itself, and in a drawn part once the taking over has committed.
 *
 * The server draws every page as a first visit sees it: nobody signed in, an empty cart and wishlist. A returning
 * buyer's own state (her session, her cart, her hearts) lives in the browser; shown in React's first pass over the
 * drawn page, it would not match the drawing, and React would throw the whole drawing away and draw the page
 * afresh, dropping a tap made meanwhile. A part that shows such state shows the first visit's while this is true,
 * and switches to hers in a transition right after (a few milliseconds of work at a time, not one long task).
 *
 * React reads a store's server value only while it takes a part over, which tells a drawn part from one the
 * browser draws. The store's own value stays true as long as the taking over may go on, so React never compares
 * the two and re-renders at once (a blocking render: 60-70 ms each on a phone, twice on a product page).
 */
export function useTakingOverDrawnPage(): boolean {
  const drawn = useSyncExternalStore(unchanging, isUnderTakeover, isServerDrawn);
  const [takenOver, setTakenOver] = useState(false);
  useEffect(() => {
    if (drawn) startTransition(() => setTakenOver(true));
  }, [drawn]);
  return drawn && !takenOver;
}
