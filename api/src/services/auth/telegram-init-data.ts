/**
 * Verifies the raw initData a Telegram mini-app was launched with (core.telegram.org/bots/webapps, "Validating
 * data received via the Mini App"): HMAC-SHA256 over the data-check-string with the key HMAC-SHA256("WebAppData",
 * bot token), compared in constant time, then the freshness of auth_date.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { cleanPersonName } from '@shop/core';

export interface TelegramUser {
  id: number;
  firstName: string;
  lastName: string | null;
  username: string | null;
  languageCode: string | null;
  photoUrl: string | null;
  /** The person let the bot write to them first (`allows_write_to_pm`). */
  allowsWriteToPm: boolean;
}

interface VerifiedInitData {
  user: TelegramUser;
  authDate: Date;
}

type InitDataFailure =
  | 'malformed'
  | 'hash_missing'
  | 'hash_invalid'
  | 'auth_date_invalid'
  | 'expired'
  | 'from_future'
  | 'user_missing';

export type InitDataResult = { ok: true; data: VerifiedInitData } | { ok: false; reason: InitDataFailure };

export interface VerifyOptions {
  maxAgeSeconds: number;
  /** Clock difference tolerated for an auth_date slightly ahead of ours. */
  futureSkewSeconds?: number;
  now?: number;
}

/** Telegram's own limits: 64 characters for a first or last name, 32 for a username. */
const TELEGRAM_NAME_MAX = 64;
const TELEGRAM_USERNAME_MAX = 32;

/** Longer than any real initData (a few hundred bytes to ~1.5 KB); refused before any work. */
const MAX_INIT_DATA_LENGTH = 8192;

export function verifyInitData(raw: string, botToken: string, options: VerifyOptions): InitDataResult {
  if (raw.length === 0 || raw.length > MAX_INIT_DATA_LENGTH) return { ok: false, reason: 'malformed' };
  const params = new URLSearchParams(raw);
  const fields = new Map<string, string>();
  for (const [key, value] of params) {
    // A repeated key would make the signed string ambiguous.
    if (fields.has(key)) return { ok: false, reason: 'malformed' };
    fields.set(key, value);
  }
  const hash = fields.get('hash');
  if (!hash) return { ok: false, reason: 'hash_missing' };
  if (!/^[0-9a-f]{64}$/i.test(hash)) return { ok: false, reason: 'hash_invalid' };

  // Every field but hash, `signature` (the Ed25519 one) included, sorted by key, as key=value lines.
  const dataCheckString = [...fields.entries()]
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(dataCheckString).digest();
  const given = Buffer.from(hash, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'hash_invalid' };
  }

  const authDateText = fields.get('auth_date') ?? '';
  if (!/^\d{1,12}$/.test(authDateText)) return { ok: false, reason: 'auth_date_invalid' };
  const authDate = Number(authDateText);
  const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000);
  if (authDate > nowSeconds + (options.futureSkewSeconds ?? 60)) return { ok: false, reason: 'from_future' };
  if (nowSeconds - authDate > options.maxAgeSeconds) return { ok: false, reason: 'expired' };

  const user = parseUser(fields.get('user'));
  if (!user) return { ok: false, reason: 'user_missing' };
  return { ok: true, data: { user, authDate: new Date(authDate * 1000) } };
}

function parseUser(json: string | undefined): TelegramUser | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const u = value as Record<string, unknown>;
  if (!Number.isSafeInteger(u.id) || (u.id as number) <= 0) return null;
  const text = (field: unknown, max: number) =>
    typeof field === 'string' && field.trim() !== '' ? field.trim().slice(0, max) : null;
  // Signed by Telegram, typed by the person: names are cleaned like every name people give us.
  const name = (field: unknown, max: number) =>
    (typeof field === 'string' && cleanPersonName(field, max)) || null;
  const photoUrl = text(u.photo_url, 2000);
  return {
    id: u.id as number,
    firstName: name(u.first_name, TELEGRAM_NAME_MAX) ?? '',
    lastName: name(u.last_name, TELEGRAM_NAME_MAX),
    username: name(u.username, TELEGRAM_USERNAME_MAX),
    languageCode: text(u.language_code, 16),
    photoUrl: photoUrl && /^https:\/\//.test(photoUrl) ? photoUrl : null,
    allowsWriteToPm: u.allows_write_to_pm === true,
  };
}
