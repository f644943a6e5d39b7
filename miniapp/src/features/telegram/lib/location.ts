/**
 * The buyer's location through Telegram's LocationManager (Mini Apps 8.0+), with its permission flow: Telegram
 * asks her once; after a refusal only its settings can give access, so the answer says `denied` and the caller
 * offers `openTelegramLocationSettings`. Outside Telegram or below 8.0 the answer is `unsupported`, and the caller
 * uses the browser's geolocation instead.
 */
import type { GeoPoint } from '@shop/core/rules';
import { canUseTelegram } from './telegram-availability';

export type TelegramLocationAnswer =
  | { status: 'found'; point: GeoPoint }
  | { status: 'denied' }
  | { status: 'unavailable' }
  | { status: 'unsupported' };

export async function requestTelegramLocation(): Promise<TelegramLocationAnswer> {
  if (!(await canUseTelegram())) return { status: 'unsupported' };
  const sdk = await import('@telegram-apps/sdk-react');
  if (!sdk.mountLocationManager.isAvailable()) return { status: 'unsupported' };
  await sdk.mountLocationManager();
  if (!sdk.isLocationManagerAvailable()) return { status: 'unavailable' };
  // Refused before: Telegram would not ask again, only its settings can change the answer.
  if (sdk.isLocationManagerAccessRequested() && !sdk.isLocationManagerAccessGranted())
    return { status: 'denied' };
  try {
    const { latitude, longitude } = await sdk.requestLocation();
    return { status: 'found', point: { latitude, longitude } };
  } catch {
    // The SDK keeps the state it read on mounting; mounting again asks Telegram what the refusal changed.
    sdk.unmountLocationManager();
    await sdk.mountLocationManager();
    return sdk.isLocationManagerAvailable() ? { status: 'denied' } : { status: 'unavailable' };
  }
}

/** Opens Telegram's settings where the buyer gives the mini-app her location. */
export async function openTelegramLocationSettings(): Promise<boolean> {
  if (!(await canUseTelegram())) return false;
  const { openLocationManagerSettings } = await import('@telegram-apps/sdk-react');
  if (!openLocationManagerSettings.isAvailable()) return false;
  openLocationManagerSettings();
  return true;
}
