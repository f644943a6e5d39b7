import { sign } from '@telegram-apps/init-data-node';

/** Telegram initData signed with the given bot token, as Telegram would hand it to the mini-app. */
export function signedInitData(
  user: { id: number; first_name: string; last_name?: string; username?: string; language_code?: string },
  botToken: string,
): string {
  return sign(
    {
      user,
      query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
      chat_instance: '-3788475317572404878',
      chat_type: 'sender',
    } as Parameters<typeof sign>[0],
    botToken,
    new Date(),
  );
}

/** The storefront address Telegram opens: launch parameters in the URL hash. */
export function miniAppUrl(path: string, initData: string): string {
  const params = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'tdesktop',
    tgWebAppThemeParams: JSON.stringify({
      bg_color: '#ffffff',
      text_color: '#1c1c1e',
      hint_color: '#8e8e93',
      link_color: '#2481cc',
      button_color: '#2481cc',
      button_text_color: '#ffffff',
      secondary_bg_color: '#f2f2f7',
    }),
  });
  return `${path}#${params.toString()}`;
}
