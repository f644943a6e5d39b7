import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * True while React takes over a page the server drew, and in the server's drawing itself; false on a page the
 * browser draws itself and right after the taking over.
 *
 * The server draws every page as a first visit sees it: nobody signed in, an empty cart and wishlist. A returning
 * buyer's own state (her session, her cart, her hearts) lives in the browser; shown in React's first pass over the
 * drawn page, it would not match the drawing, and React would throw the whole drawing away and draw the page
 * afresh, dropping a tap made meanwhile. A part that shows such state shows the first visit's while this is true,
 * and React draws it again with her own at once (a store's "server" value, which React reads while it takes a page
 * over and compares once it has).
 */
export function useTakingOverDrawnPage(): boolean {
  return useSyncExternalStore(unchanging, isTakenOver, isBeingTakenOver);
}

const isTakenOver = () => false;
const isBeingTakenOver = () => true;
