/**
 * Telegram initData for tests. `signedInitData` signs with @telegram-apps/init-data-node, an implementation
 * independent of ours; `signFields` signs arbitrary fields (extra keys, odd values) by the documented algorithm.
 */
import { createHmac } from 'node:crypto';
import { sign } from '@telegram-apps/init-data-node';

export interface TestTelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
  photo_url?: string;
  allows_write_to_pm?: boolean;
}

export const annaTelegram: TestTelegramUser = {
  id: 700_000_001,
  first_name: 'Анна',
  last_name: 'Петрова',
  username: 'anna_petrova',
  language_code: 'ru',
  photo_url: 'https://t.me/i/userpic/320/anna.jpg',
};

export function signedInitData(user: TestTelegramUser, botToken: string, authDate = new Date()): string {
  return sign(
    {
      user,
      query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
      chat_instance: '-3788475317572404878',
      chat_type: 'sender',
    } as Parameters<typeof sign>[0],
    botToken,
    authDate,
  );
}

/** Signs the given fields (in the given order) and appends `hash`; `key` can replace the derived secret. */
export function signFields(fields: [string, string][], botToken: string, key?: Buffer): string {
  const dataCheckString = [...fields]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
  const secret = key ?? createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(dataCheckString).digest('hex');
  const params = new URLSearchParams(fields);
  params.append('hash', hash);
  return params.toString();
}

/** The fields of an initData string in order, hash included. */
export const fieldsOf = (raw: string): [string, string][] => [...new URLSearchParams(raw).entries()];

export const joinFields = (fields: [string, string][]): string => new URLSearchParams(fields).toString();
