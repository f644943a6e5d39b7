// The signing fixture is the API tests' own, so both sign initData the same way.
export { signedInitData } from '@shop/api/testing/telegram-init-data';

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

/**
 * Launch data as Telegram passes it, unsigned: entering mini-app mode needs only its presence (the sign-in checks
 * the signature and is tested with `signedInitData`).
 */
export function unsignedInitData(user: { id: number; first_name: string }): string {
  return new URLSearchParams({
    query_id: 'AAE-e2e',
    user: JSON.stringify(user),
    auth_date: String(Math.floor(Date.now() / 1000)),
    signature: 'e2e',
    hash: '0'.repeat(64),
  }).toString();
}
