/** Opening the storefront as a mini-app: a fake Telegram client and launch parameters in the URL hash. */
import type { Page } from '@playwright/test';
import {
  type FakeClientOptions,
  installTelegramClient,
  type TelegramClient,
} from '../support/telegram-client';
import { unsignedInitData } from '../support/telegram-init-data';

export const themeParams = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#707579',
  link_color: '#3390ec',
  button_color: '#3390ec',
  button_text_color: '#ffffff',
  secondary_bg_color: '#f4f4f5',
};

/** The initData here is unsigned: entering mini-app mode needs only its presence. */
export function launchHash(startParam?: string, version = '8.0'): string {
  const params = new URLSearchParams({
    tgWebAppData: unsignedInitData({ id: 700001, first_name: 'Анна' }),
    tgWebAppVersion: version,
    tgWebAppPlatform: 'ios',
    tgWebAppThemeParams: JSON.stringify(themeParams),
  });
  if (startParam) params.set('tgWebAppStartParam', startParam);
  return `#${params.toString()}`;
}

export async function openMiniApp(
  page: Page,
  {
    path = '/',
    startParam,
    version,
    client = {},
  }: { path?: string; startParam?: string; version?: string; client?: FakeClientOptions } = {},
): Promise<TelegramClient> {
  const telegram = await installTelegramClient(page, { themeParams, ...client });
  await page.goto(`${path}${launchHash(startParam, version)}`);
  return telegram;
}
