import { useEffect } from 'react';
import { useIsMiniApp } from '../store/app-mode-store';

/** While `locked` (and in mini-app mode), a vertical swipe does not close the mini-app. */
export function useVerticalSwipesLocked(locked = true) {
  const isMiniApp = useIsMiniApp();
  useEffect(() => {
    if (!isMiniApp || !locked) return;
    let release: (() => void) | null = null;
    let done = false;
    void import('../lib/swipe-lock')
      .then(({ lockVerticalSwipes }) => lockVerticalSwipes())
      .then((unlock) => {
        if (done) unlock();
        else release = unlock;
      });
    return () => {
      done = true;
      release?.();
    };
  }, [isMiniApp, locked]);
}
