import { describe, expect, it } from 'vitest';
import { forgetTelegramLaunch, isTelegramLaunch } from './launch-mode';

const telegramHash = '#tgWebAppData=query_id%3D1&tgWebAppVersion=8.0&tgWebAppPlatform=ios';

describe('mini-app launch', () => {
  it('is not recognised in an ordinary browser', () => {
    expect(isTelegramLaunch({ hash: '', search: '' })).toBe(false);
    expect(isTelegramLaunch({ hash: '#reviews', search: '?q=tgWebApp' })).toBe(false);
  });

  it('is recognised from the launch parameters Telegram puts in the hash', () => {
    expect(isTelegramLaunch({ hash: telegramHash, search: '' })).toBe(true);
    expect(isTelegramLaunch({ hash: '', search: '?tgWebAppPlatform=android' })).toBe(true);
  });

  it('is remembered after in-app navigation has dropped the hash, until forgotten', () => {
    isTelegramLaunch({ hash: telegramHash, search: '' });
    expect(isTelegramLaunch({ hash: '', search: '' })).toBe(true);
    forgetTelegramLaunch();
    expect(isTelegramLaunch({ hash: '', search: '' })).toBe(false);
  });
});
