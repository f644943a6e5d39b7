/**
 * "Delivery near her": where the buyer is, from Telegram's LocationManager in the mini-app or the browser's
 * geolocation on the web (and in a Telegram too old for LocationManager), and what that means for the checkout:
 * the region and city to fill in. Loaded on the button's press, so none of it weighs on the first screen.
 */
import { type GeoPoint, type NearestRegion, nearestRegion } from '@shop/core/rules';
import { requestTelegramLocation } from '../../telegram';

export type BuyerLocation =
  | { status: 'found'; point: GeoPoint; place: NearestRegion }
  /** Refused; `telegramSettings` when Telegram's settings are where she can allow it. */
  | { status: 'denied'; telegramSettings: boolean }
  | { status: 'unavailable' };

const BROWSER_TIMEOUT_MS = 15_000;

function browserLocation(): Promise<BuyerLocation> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve({ status: 'unavailable' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => {
        const point = { latitude: coords.latitude, longitude: coords.longitude };
        resolve({ status: 'found', point, place: nearestRegion(point) });
      },
      (error) =>
        resolve(
          error.code === error.PERMISSION_DENIED
            ? { status: 'denied', telegramSettings: false }
            : { status: 'unavailable' },
        ),
      // A city is all the checkout needs: a coarse, recent fix is quicker and spares the battery.
      { enableHighAccuracy: false, maximumAge: 10 * 60_000, timeout: BROWSER_TIMEOUT_MS },
    );
  });
}

export async function locateBuyer(): Promise<BuyerLocation> {
  const telegram = await requestTelegramLocation();
  switch (telegram.status) {
    case 'found':
      return { status: 'found', point: telegram.point, place: nearestRegion(telegram.point) };
    case 'denied':
      return { status: 'denied', telegramSettings: true };
    case 'unavailable':
      return { status: 'unavailable' };
    case 'unsupported':
      return browserLocation();
  }
}
