/** Local storage access that never throws: private modes and full quotas must not break the shop. */

export const STORAGE_KEYS = {
  token: 'token',
  cart: 'cart',
  wishlist: 'wishlist',
  /** «Мои размеры» of a guest outside Telegram. */
  mySizes: 'my-sizes',
  /** The products a guest outside Telegram viewed last. */
  recentlyViewed: 'recently-viewed',
  shippingMethod: 'selectedShippingMethod',
  homepage: 'homepage',
  /** The code of the friend's link the buyer arrived by, sent with her order. */
  referralCode: 'referral-code',
} as const;

export function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export type WriteResult = { ok: true } | { ok: false; quotaExceeded: boolean };

export function writeJson(key: string, value: unknown): WriteResult {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return { ok: true };
  } catch (error) {
    const quotaExceeded = error instanceof DOMException && error.name === 'QuotaExceededError';
    return { ok: false, quotaExceeded };
  }
}

export function readString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives in memory for this visit only.
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
