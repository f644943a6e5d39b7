/**
 * Where «Мои размеры» live: Telegram's CloudStorage in the mini-app (every device of her Telegram account), the
 * server for a signed-in buyer elsewhere (every browser she signs in from), this device's local storage otherwise.
 * A profile kept on the device joins the other place the first time that place is read (the place's size of each
 * kind wins unless it has none), then leaves the device.
 */
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';
import { readJson, STORAGE_KEYS, writeJson, writeString } from '../../../shared/lib/storage';
import { readCloudItem, writeCloudItem } from '../../telegram';
import { mergeSizeProfiles, noSizes, ownSizes, type SizeProfile, sameSizes, sizeProfileOf } from '../types';

const CLOUD_KEY = 'my_sizes';
const mySizes = client.api.auth.me.sizes;

const readDevice = (): SizeProfile => sizeProfileOf(readJson(STORAGE_KEYS.mySizes));

/** Null when there is no CloudStorage here, or the client did not answer. */
async function readCloud(): Promise<SizeProfile | null> {
  try {
    const raw = await readCloudItem(CLOUD_KEY);
    if (raw === null) return null;
    return raw === '' ? noSizes : sizeProfileOf(JSON.parse(raw));
  } catch {
    return null;
  }
}

async function writeCloud(profile: SizeProfile): Promise<boolean> {
  try {
    return await writeCloudItem(CLOUD_KEY, JSON.stringify(profile));
  } catch {
    return false;
  }
}

const putServer = async (profile: SizeProfile) => (await unwrap(mySizes.$put({ json: profile }))).sizes;

async function adoptDevice(
  kept: SizeProfile,
  write: (profile: SizeProfile) => Promise<unknown>,
): Promise<SizeProfile> {
  const device = readDevice();
  if (ownSizes(device).length === 0) return kept;
  const merged = mergeSizeProfiles(kept, device);
  if (!sameSizes(merged, kept)) await write(merged);
  writeString(STORAGE_KEYS.mySizes, null);
  return merged;
}

export async function loadSizeProfile(signedIn: boolean, signal?: AbortSignal): Promise<SizeProfile> {
  const cloud = await readCloud();
  if (cloud) return adoptDevice(cloud, writeCloud);
  if (!signedIn) return readDevice();
  const { sizes } = await unwrap(mySizes.$get(undefined, requestOptions(signal ? { signal } : {})));
  return adoptDevice(sizes, putServer);
}

export async function saveSizeProfile(signedIn: boolean, profile: SizeProfile): Promise<SizeProfile> {
  if (await writeCloud(profile)) return profile;
  if (signedIn) return putServer(profile);
  writeJson(STORAGE_KEYS.mySizes, profile);
  return profile;
}
