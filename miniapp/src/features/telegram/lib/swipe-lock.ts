/**
 * Keeps Telegram from closing the mini-app on a vertical swipe while a screen needs the swipe itself (the photo
 * viewer, the size chart). Locks nest: swipes come back when the last one is released. Below Mini Apps 7.7
 * there is no such setting and a swipe down still closes the app, as on any older client.
 */
import {
  disableVerticalSwipes,
  enableVerticalSwipes,
  isSwipeBehaviorMounted,
  mountSwipeBehavior,
} from '@telegram-apps/sdk-react';
import { canUseTelegram } from './telegram-availability';

let locks = 0;
const noop = () => {};

export async function lockVerticalSwipes(): Promise<() => void> {
  if (!(await canUseTelegram()) || !mountSwipeBehavior.isAvailable()) return noop;
  if (!isSwipeBehaviorMounted()) mountSwipeBehavior();
  locks += 1;
  if (locks === 1) disableVerticalSwipes.ifAvailable();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) enableVerticalSwipes.ifAvailable();
  };
}
