import { appModeStore } from '../store/app-mode-store';

/**
 * Whether code that also runs in the web shop (haptics, the checkout's calls) may use the SDK: only inside
 * Telegram, where `startTelegram` has set it up, and only when a Telegram client answers. Callers then import
 * the SDK functions they need by name (`const { popup } = await import(...)`), which keeps the rest of the SDK
 * out of the bundle, and fall back to their own behaviour otherwise.
 */
export async function canUseTelegram(): Promise<boolean> {
  if (!appModeStore.isMiniApp) return false;
  const { isClientReachable } = await import('./start-telegram');
  return isClientReachable();
}
