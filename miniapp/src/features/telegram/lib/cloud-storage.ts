/**
 * Telegram's CloudStorage (Mini Apps 6.9): small values every device of the buyer's Telegram account shares.
 * `null` from a read and `false` from a write mean "not here" (the web shop, an older client, no client
 * answering), so the caller keeps its own fallback. Telegram's limits are checked before anything is sent: a key
 * of 1-128 letters, digits, `_` or `-`, a value of at most 4096 characters (and at most 1024 keys per bot).
 */
import { canUseTelegram } from './telegram-availability';

/** Telegram answers a client's requests at once; a client that never does must not keep the page waiting. */
const TIMEOUT_MS = 3000;
export const CLOUD_VALUE_MAX = 4096;
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

const sdk = () => import('@telegram-apps/sdk-react');

function checkLimits(key: string, value = ''): void {
  if (!KEY_PATTERN.test(key)) throw new RangeError(`CloudStorage key out of Telegram's limits: ${key}`);
  if (value.length > CLOUD_VALUE_MAX)
    throw new RangeError(`CloudStorage value of ${key} over 4096 characters`);
}

export async function readCloudItem(key: string): Promise<string | null> {
  checkLimits(key);
  if (!(await canUseTelegram())) return null;
  const { getCloudStorageItem } = await sdk();
  if (!getCloudStorageItem.isAvailable()) return null;
  return getCloudStorageItem(key, { timeout: TIMEOUT_MS });
}

/** Several keys in one request; a key never written reads as ''. */
export async function readCloudItems(keys: string[]): Promise<Record<string, string> | null> {
  for (const key of keys) checkLimits(key);
  if (!(await canUseTelegram())) return null;
  const { getCloudStorageItem } = await sdk();
  if (!getCloudStorageItem.isAvailable()) return null;
  return getCloudStorageItem(keys, { timeout: TIMEOUT_MS });
}

export async function writeCloudItem(key: string, value: string): Promise<boolean> {
  checkLimits(key, value);
  if (!(await canUseTelegram())) return false;
  const { setCloudStorageItem } = await sdk();
  if (!setCloudStorageItem.isAvailable()) return false;
  await setCloudStorageItem(key, value, { timeout: TIMEOUT_MS });
  return true;
}
