import { canUseTelegram } from './telegram-availability';

type HapticKind = 'success' | 'error' | 'warning' | 'light';

async function tap(kind: HapticKind): Promise<void> {
  if (!(await canUseTelegram())) return;
  const { hapticFeedbackImpactOccurred, hapticFeedbackNotificationOccurred } = await import(
    '@telegram-apps/sdk-react'
  );
  if (kind === 'light') hapticFeedbackImpactOccurred.ifAvailable('light');
  else hapticFeedbackNotificationOccurred.ifAvailable(kind);
}

/** A haptic tap inside Telegram (on clients that have haptics); in web mode nothing, and no SDK download. */
export function hapticInMiniApp(kind: HapticKind): void {
  void tap(kind);
}
