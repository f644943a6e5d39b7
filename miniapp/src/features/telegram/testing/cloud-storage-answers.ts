import { startTelegram } from '../lib/start-telegram';
import { appModeStore } from '../store/app-mode-store';
import { mockTelegram, type SentCall, sendFromTelegram } from './mock-telegram-env';

const reply = (payload: unknown) => setTimeout(() => sendFromTelegram('custom_method_invoked', payload));

/** What Telegram refuses to keep: a key not of 1-128 letters, digits, _ or -; a value over 4096 characters. */
const refusal = (key: string, value = '') =>
  !/^[A-Za-z0-9_-]{1,128}$/.test(key) ? 'KEY_INVALID' : value.length > 4096 ? 'VALUE_TOO_LONG' : null;

/** A Telegram client keeping the account's CloudStorage in `cloud`, as the apps do, within Telegram's limits. */
export function cloudAnswers(cloud: Record<string, string>) {
  return ({ method, params }: SentCall) => {
    if (method !== 'web_app_invoke_custom_method') return;
    const call = params as { req_id: string; method: string; params: Record<string, unknown> };
    if (call.method === 'getStorageValues') {
      const keys = call.params.keys as string[];
      const error = keys.map((key) => refusal(key)).find(Boolean);
      reply(
        error
          ? { req_id: call.req_id, error }
          : { req_id: call.req_id, result: Object.fromEntries(keys.map((key) => [key, cloud[key] ?? ''])) },
      );
    }
    if (call.method === 'saveStorageValue') {
      const key = call.params.key as string;
      const value = call.params.value as string;
      const error = refusal(key, value);
      if (!error) cloud[key] = value;
      reply(error ? { req_id: call.req_id, error } : { req_id: call.req_id, result: true });
    }
  };
}

/**
 * The shop opened inside Telegram 8.0, whose client keeps `cloud` as the account's CloudStorage; answers the
 * client's record of calls.
 */
export function insideTelegramWithCloud(cloud: Record<string, string>) {
  const telegram = mockTelegram({ answer: cloudAnswers(cloud) });
  appModeStore.isMiniApp = true;
  startTelegram();
  return telegram;
}
