import { testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson } from '../../testing/auth-fixtures';
import { signedInitData } from '../../testing/telegram-init-data';
import { createTestApp, json, type TestApp, testBotToken } from '../../testing/test-app';
import { verifyInitData } from './telegram-init-data';

describe('names in Telegram initData', () => {
  it('arrive without control, bidi and zero-width characters, capped at Telegram’s lengths', () => {
    const raw = signedInitData(
      {
        id: 700_000_050,
        first_name: ' \u202EМар\u200Bия\u0007\n',
        last_name: `\u2066Ив\u0000анова\u2069${'я'.repeat(100)}`,
        username: '\u200Fmaria_\u202Ebad',
      },
      testBotToken,
    );
    const result = verifyInitData(raw, testBotToken, { maxAgeSeconds: 60 });
    if (!result.ok) throw new Error(result.reason);
    expect(result.data.user.firstName).toBe('Мария');
    expect(result.data.user.lastName).toBe(`Иванова${'я'.repeat(57)}`);
    expect(result.data.user.username).toBe('maria_bad');
  });
});

describe.each(testDatabaseKinds())('a Telegram sign-in with a forged-looking name on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { botToken: testBotToken });
  });
  afterAll(() => t.close());

  it('stores and shows the name cleaned, so a right-to-left override cannot disguise it', async () => {
    const signIn = await postJson(t, '/api/auth/telegram', {
      initData: signedInitData(
        { id: 700_000_051, first_name: 'Анна\u202Eвортеп\u202C\u0000\u200D', last_name: '\u2067\u0085' },
        testBotToken,
      ),
    });
    expect(signIn.status).toBe(200);
    const { token } = (await json(signIn)).data;
    const me = await json(await t.app.request('/api/auth/me', { headers: bearer(token) }));
    expect(me.data.user).toMatchObject({ name: 'Аннавортеп', firstName: 'Аннавортеп', lastName: null });
  });
});
