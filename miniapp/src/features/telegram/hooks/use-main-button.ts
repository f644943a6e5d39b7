import { useEffect, useRef } from 'react';
import {
  type ButtonClaimHandle,
  type ButtonRegistry,
  type ClaimPriority,
  claimMainButton,
  secondaryButtonRegistry,
} from '../lib/main-button-registry';
import { useIsMiniApp } from '../store/app-mode-store';

/** Holds a claim on one of Telegram's bottom buttons while the screen is shown and there is text. */
function useButtonClaim(
  claim: ButtonRegistry['claim'],
  text: string | null,
  onClick: () => void,
  isActive: boolean,
  priority: ClaimPriority,
): boolean {
  const isMiniApp = useIsMiniApp();
  const onClickRef = useRef(onClick);
  onClickRef.current = onClick;
  const handleRef = useRef<ButtonClaimHandle | null>(null);
  const claiming = isMiniApp && text !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the claim lives as long as there is text; updates below
  useEffect(() => {
    if (!claiming) return;
    const handle = claim({ text: text ?? '', isActive, onClick: () => onClickRef.current() }, priority);
    handleRef.current = handle;
    return () => {
      handle.release();
      handleRef.current = null;
    };
  }, [claiming, priority]);

  useEffect(() => {
    if (text !== null) handleRef.current?.update({ text, isActive, onClick: () => onClickRef.current() });
  }, [text, isActive]);
  return claiming;
}

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
  useButtonClaim(claimMainButton, text, onClick, isActive, priority);
}

/**
 * Puts a second action on Telegram's secondary button beside the main one (mini-app mode, Mini Apps 7.10 and
 * later); the code that drives the button loads with the first claim. On an older client nothing shows and the
 * page's own button stays the way to it.
 */
export function useSecondaryButton(text: string | null, onClick: () => void, isActive = true) {
  const claiming = useButtonClaim(secondaryButtonRegistry.claim, text, onClick, isActive, 1);
  useEffect(() => {
    if (claiming)
      void import('../lib/secondary-button').then(({ driveSecondaryButton }) => driveSecondaryButton());
  }, [claiming]);
}
