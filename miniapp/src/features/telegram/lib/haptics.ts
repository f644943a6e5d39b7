import { canUseTelegram } from './telegram-availability';

/** `selection`: a choice changed (a colour, a size), the lightest tap there is. */
type HapticKind = 'success' | 'error' | 'warning' | 'light' | 'selection';

async function tap(kind: HapticKind): Promise<void> {
  if (!(await canUseTelegram())) return;
  const { hapticFeedbackImpactOccurred, hapticFeedbackNotificationOccurred, hapticFeedbackSelectionChanged } =
    await import('@telegram-apps/sdk-react');
  if (kind === 'selection') hapticFeedbackSelectionChanged.ifAvailable();
  else if (kind === 'light') hapticFeedbackImpactOccurred.ifAvailable('light');
  else hapticFeedbackNotificationOccurred.ifAvailable(kind);
}

/** A haptic tap inside Telegram (on clients that have haptics); in web mode nothing, and no SDK download. */
export function hapticInMiniApp(kind: HapticKind): void {
  void tap(kind);
}
