/**
 * Telegram for component tests: the SDK's own `mockTelegramEnv` with launch parameters of a chosen Mini Apps
 * version, every call the storefront sends recorded, and the answers a client gives to the start-up requests
 * (safe areas, viewport). `answer` adds answers of a test's own.
 */
import { emitEvent, mockTelegramEnv } from '@telegram-apps/sdk-react';

export interface SentCall {
  method: string;
  params: Record<string, unknown>;
}

export const testInitData =
  'query_id=AAE-test&user=%7B%22id%22%3A700001%2C%22first_name%22%3A%22%D0%90%D0%BD%D0%BD%D0%B0%22%7D&auth_date=1760000000&signature=test&hash=abc';

const noInsets = { top: 0, bottom: 0, left: 0, right: 0 };

/** Sends an event from Telegram to the page the way a client does. */
export const sendFromTelegram = (event: string, payload?: unknown) =>
  (emitEvent as (event: string, payload?: unknown) => void)(event, payload);

export function mockTelegram({
  version = '8.0',
  startParam,
  initData = testInitData,
  answer,
}: {
  version?: string;
  startParam?: string;
  initData?: string;
  answer?: (call: SentCall) => void;
} = {}) {
  const calls: SentCall[] = [];
  delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
  mockTelegramEnv({
    launchParams: {
      tgWebAppVersion: version,
      tgWebAppPlatform: 'ios',
      tgWebAppThemeParams: { bg_color: '#17212b', button_color: '#5288c1', button_text_color: '#ffffff' },
      tgWebAppData: initData,
      tgWebAppStartParam: startParam,
    },
    onEvent([method, params]) {
      const call = { method, params: (params ?? {}) as Record<string, unknown> };
      calls.push(call);
      const reply = (event: string, payload: unknown) => setTimeout(() => sendFromTelegram(event, payload));
      if (method === 'web_app_request_safe_area') reply('safe_area_changed', noInsets);
      if (method === 'web_app_request_content_safe_area') reply('content_safe_area_changed', noInsets);
      if (method === 'web_app_request_viewport')
        reply('viewport_changed', { height: 844, width: 390, is_expanded: true, is_state_stable: true });
      answer?.(call);
    },
  });
  return {
    calls,
    /** The parameters of the last call of this method, if any. */
    lastOf: (method: string) => calls.filter((call) => call.method === method).at(-1)?.params,
    methods: () => calls.map((call) => call.method),
  };
}
