import { useEffect, useRef } from 'react';
import { type ClaimPriority, claimMainButton } from '../lib/main-button-registry';
import { useIsMiniApp } from '../store/app-mode-store';

/**
 * Puts this screen's primary action on Telegram's main button while the screen is shown (mini-app mode only).
 * `text: null` leaves the button to whoever had it before.
 */
export function useMainButton(
  text: string | null,
  onClick: () => void,
  isActive = true,
  priority: ClaimPriority = 1,
) {
  const isMiniApp = useIsMiniApp();
  const onClickRef = useRef(onClick);
  onClickRef.current = onClick;
  const handleRef = useRef<ReturnType<typeof claimMainButton> | null>(null);
  const claiming = isMiniApp && text !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the claim lives as long as there is text; updates below
  useEffect(() => {
    if (!claiming) return;
    const handle = claimMainButton(
      { text: text ?? '', isActive, onClick: () => onClickRef.current() },
      priority,
    );
    handleRef.current = handle;
    return () => {
      handle.release();
      handleRef.current = null;
    };
  }, [claiming, priority]);

  useEffect(() => {
    if (text !== null) handleRef.current?.update({ text, isActive, onClick: () => onClickRef.current() });
  }, [text, isActive]);
}
