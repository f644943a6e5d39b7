import { useEffect, useRef } from 'react';
import { takeBackButton } from '../lib/back-button-handlers';
import { claimMainButton, OVERLAY_PRIORITY, secondaryButtonRegistry } from '../lib/main-button-registry';
import { useIsMiniApp } from '../store/app-mode-store';

/**
 * While an overlay covers the page (mini-app mode only): Telegram's main and secondary buttons hide, and its back
 * button closes the overlay instead of leaving the page. Both come back as they were when the overlay goes.
 */
export function useTelegramOverlay(onClose: () => void) {
  const isMiniApp = useIsMiniApp();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    if (!isMiniApp) return;
    const main = claimMainButton(null, OVERLAY_PRIORITY);
    const secondary = secondaryButtonRegistry.claim(null, OVERLAY_PRIORITY);
    const giveBack = takeBackButton(() => onCloseRef.current());
    return () => {
      giveBack();
      secondary.release();
      main.release();
    };
  }, [isMiniApp]);
}
