/** The mini-app's request for leave to write (requestWriteAccess at checkout) and what the account shows of it. */
import { testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, login, postJson } from '../testing/auth-fixtures';
import { annaTelegram, signedInitData, type TestTelegramUser } from '../testing/telegram-init-data';
import { createTestApp, json, type TestApp, testBotToken } from '../testing/test-app';

describe.each(testDatabaseKinds())('leave for the bot to write on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { botToken: testBotToken });
  });
  afterAll(async () => {
    await t.close();
  });

  async function telegramSession(user: TestTelegramUser) {
    const response = await postJson(t, '/api/auth/telegram', {
      initData: signedInitData(user, testBotToken),
    });
    expect(response.status).toBe(200);
    return (await json(response)).data as { token: string; user: { botMessagesAllowed: boolean } };
  }
  const allow = (token?: string) =>
    postJson(t, '/api/auth/telegram/write-access', {}, token ? bearer(token) : {});
  const me = async (token: string) =>
    (await json(await t.app.request('/api/auth/me', { headers: bearer(token) }))).data.user;

  it('records that she allowed the bot to write, once Telegram answered "allowed" in the mini-app', async () => {
    const session = await telegramSession({ ...annaTelegram, id: 700_100_001, allows_write_to_pm: false });
    expect(session.user.botMessagesAllowed).toBe(false);
    const response = await allow(session.token);
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ botMessagesAllowed: true });
    expect((await me(session.token)).botMessagesAllowed).toBe(true);
    // Asking again changes nothing.
    expect((await allow(session.token)).status).toBe(200);
  });

  it('shows leave given at launch (allows_write_to_pm), so the mini-app does not ask again', async () => {
    const session = await telegramSession({ ...annaTelegram, id: 700_100_002, allows_write_to_pm: true });
    expect(session.user.botMessagesAllowed).toBe(true);
  });

  it('refuses an account not signed in from Telegram, and a request without a session', async () => {
    const account = await createAccount(t);
    const { token } = await login(t, account.email, account.password);
    const refused = await allow(token);
    expect(refused.status).toBe(403);
    expect((await json(refused)).error).toEqual({
      code: 'FORBIDDEN',
      message: 'Разрешение писать в Telegram относится к аккаунту, вошедшему через Telegram',
    });
    expect((await me(token)).botMessagesAllowed).toBe(false);
    expect((await allow()).status).toBe(401);
  });
});
