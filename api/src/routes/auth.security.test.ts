import { createHash, createHmac } from 'node:crypto';
import { listRefreshTokens, testDatabaseKinds, updateRefreshToken } from '@shop/db/testing';
import { isValid } from '@telegram-apps/init-data-node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOCK_LEEWAY_SECONDS, signAccessToken, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../lib/tokens';
import { bearer, createAccount, login, postJson, refresh, refreshCookieOf } from '../testing/auth-fixtures';
import {
  annaTelegram,
  fieldsOf,
  joinFields,
  signedInitData,
  signFields,
} from '../testing/telegram-init-data';
import { createTestApp, json, type TestApp, testBotToken, testConfig } from '../testing/test-app';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(testDatabaseKinds())('account security on %s', (kind) => {
  let t: TestApp;
  let account: Awaited<ReturnType<typeof createAccount>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { botToken: testBotToken });
    account = await createAccount(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const me = (token: string) => t.app.request('/api/auth/me', { headers: bearer(token) });
  const telegram = (initData: string) => postJson(t, '/api/auth/telegram', { initData });
  const fresh = () => signedInitData(annaTelegram, testBotToken);
  /** Every token of the sign-in that issued `token`. */
  const familyOf = async (token: string | null) => {
    const rows = await listRefreshTokens(t.deps.database.db);
    const hash = createHash('sha256')
      .update(token ?? '')
      .digest('hex');
    const familyId = rows.find((row) => row.tokenHash === hash)?.familyId;
    return rows.filter((row) => row.familyId === familyId);
  };

  describe('access tokens', () => {
    it('accepts its own token', async () => {
      const token = await signAccessToken({ sub: account.id, role: 'admin' }, testConfig.jwtSecret, 60);
      expect((await me(token)).status).toBe(200);
    });

    it('refuses alg "none"', async () => {
      const now = Math.floor(Date.now() / 1000);
      const payload = b64({ sub: account.id, role: 'admin', iat: now, exp: now + 600 });
      for (const token of [
        `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
        `${b64({ alg: 'none' })}.${payload}`,
      ]) {
        expect((await me(token)).status).toBe(401);
      }
    });

    it('refuses another algorithm even with a signature made with the same secret', async () => {
      const now = Math.floor(Date.now() / 1000);
      const input = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64({ sub: account.id, role: 'admin', iat: now, exp: now + 600 })}`;
      const sig = createHmac('sha512', testConfig.jwtSecret).update(input).digest('base64url');
      expect((await me(`${input}.${sig}`)).status).toBe(401);
    });

    it('refuses a wrong signature and a payload changed after signing', async () => {
      const token = await signAccessToken(
        { sub: account.id, role: 'user' },
        'another-secret-another-secret-1234',
        600,
      );
      expect((await me(token)).status).toBe(401);
      const [header, , sig] = (
        await signAccessToken({ sub: account.id, role: 'user' }, testConfig.jwtSecret, 600)
      ).split('.');
      const now = Math.floor(Date.now() / 1000);
      const forged = `${header}.${b64({ sub: account.id, role: 'admin', iat: now, exp: now + 600 })}.${sig}`;
      expect((await me(forged)).status).toBe(401);
    });

    it('refuses an expired token', async () => {
      const token = await signAccessToken(
        { sub: account.id, role: 'admin' },
        testConfig.jwtSecret,
        60,
        Date.now() - 120_000,
      );
      expect((await me(token)).status).toBe(401);
    });

    it('refuses a token of another issuer, for another audience or with an unknown role', async () => {
      const now = Math.floor(Date.now() / 1000);
      const claims = { sub: account.id, role: 'admin', iat: now, exp: now + 600 };
      const signed = (payload: Record<string, unknown>) => {
        const input = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
        return `${input}.${createHmac('sha256', testConfig.jwtSecret).update(input).digest('base64url')}`;
      };
      const issuer = { iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE };
      // The same hand-made token with the right claims passes, so only the changed claim refuses each of the others.
      expect((await me(signed({ ...claims, ...issuer }))).status).toBe(200);
      for (const payload of [
        { ...claims, ...issuer, iss: 'another-shop' },
        { ...claims, ...issuer, aud: 'another-api' },
        { ...claims, aud: TOKEN_AUDIENCE },
        { ...claims, iss: TOKEN_ISSUER },
        { ...claims, ...issuer, role: 'owner' },
      ]) {
        expect((await me(signed(payload))).status).toBe(401);
      }
    });

    it('accepts a token expired 2 s ago (clock leeway), refuses one expired 30 s ago', async () => {
      expect(CLOCK_LEEWAY_SECONDS).toBeLessThan(30);
      const expiredAgo = async (seconds: number) =>
        me(
          await signAccessToken(
            { sub: account.id, role: 'admin' },
            testConfig.jwtSecret,
            60,
            Date.now() - (60 + seconds) * 1000,
          ),
        );
      expect((await expiredAgo(2)).status).toBe(200);
      expect((await expiredAgo(30)).status).toBe(401);
    });

    it('refuses a token issued in the future beyond the leeway, or older than the access token lifetime', async () => {
      const signedAt = (offsetSeconds: number, ttl: number) =>
        signAccessToken(
          { sub: account.id, role: 'admin' },
          testConfig.jwtSecret,
          ttl,
          Date.now() + offsetSeconds * 1000,
        );
      expect((await me(await signedAt(60, 600))).status).toBe(401);
      // A long-lived token made before the lifetime was shortened: its exp is ahead, but it is too old.
      expect((await me(await signedAt(-(testConfig.accessTokenTtlSeconds + 60), 86400))).status).toBe(401);
    });

    it('refuses garbage in the Authorization header with 401, never 500', async () => {
      for (const header of [
        'Bearer',
        'Bearer a.b',
        'Bearer ...',
        'Basic abc',
        `Bearer ${'x'.repeat(5000)}`,
      ]) {
        const response = await t.app.request('/api/auth/me', { headers: { authorization: header } });
        expect(response.status).toBe(401);
      }
    });
  });

  describe('refresh tokens', () => {
    it('revokes the whole family when a rotated token is reused after the grace window', async () => {
      const session = await login(t, account.email, account.password);
      const rotated = await refresh(t, session.refresh);
      const successor = refreshCookieOf(rotated);
      expect(successor).toBeTruthy();
      // Move the rotation out of the grace window, as if the old token were replayed later by someone else.
      const hash = createHash('sha256')
        .update(session.refresh ?? '')
        .digest('hex');
      await updateRefreshToken(t.deps.database.db, hash, { rotatedAt: new Date(Date.now() - 60_000) });

      const replay = await refresh(t, session.refresh);
      expect(replay.status).toBe(401);
      expect(replay.headers.getSetCookie().some((line) => /^refresh_token=;/.test(line))).toBe(true);
      // The legitimate holder of the successor is signed out too: the family is revoked.
      expect((await refresh(t, successor)).status).toBe(401);
    });

    it('hands a rotated token reused within the grace window the same successor, 100 times in a row', async () => {
      const session = await login(t, account.email, account.password);
      const successors = new Set<string | null>();
      // The clock stands still: on a loaded machine 100 refreshes may outlast the grace window itself.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      try {
        for (let i = 0; i < 100; i++) {
          const response = await refresh(t, session.refresh);
          expect(response.status).toBe(200);
          successors.add(refreshCookieOf(response));
        }
      } finally {
        vi.useRealTimers();
      }
      expect(successors.size).toBe(1);
      const [successor] = [...successors];
      const family = await familyOf(session.refresh);
      // The signed-in token and its one successor: no new family member per reuse.
      expect(family).toHaveLength(2);
      expect((await refresh(t, successor ?? null)).status).toBe(200);
    });

    it('hands 20 concurrent refreshes with one token one successor between them', async () => {
      const session = await login(t, account.email, account.password);
      const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(t, session.refresh)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map(refreshCookieOf)).size).toBe(1);
      expect(await familyOf(session.refresh)).toHaveLength(2);
    });

    it('stores only hashes of refresh tokens', async () => {
      const session = await login(t, account.email, account.password);
      const rows = await listRefreshTokens(t.deps.database.db);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((row) => row.tokenHash === session.refresh)).toBe(false);
      expect(JSON.stringify(rows)).not.toContain(session.refresh);
    });

    it('refuses an unknown or expired refresh token', async () => {
      expect((await refresh(t, 'made-up-token')).status).toBe(401);
      const session = await login(t, account.email, account.password);
      const hash = createHash('sha256')
        .update(session.refresh ?? '')
        .digest('hex');
      await updateRefreshToken(t.deps.database.db, hash, { expiresAt: new Date(Date.now() - 1000) });
      expect((await refresh(t, session.refresh)).status).toBe(401);
    });

    it('accepts refresh and logout only from the shop or an allowed origin', async () => {
      const session = await login(t, account.email, account.password);
      const foreign = await refresh(t, session.refresh, { origin: 'https://evil.example' });
      expect(foreign.status).toBe(403);
      expect((await json(foreign)).error).toEqual({
        code: 'FORBIDDEN',
        message: 'Запрос отклонён: он пришёл не со страницы магазина',
      });
      const crossSite = await refresh(t, session.refresh, { 'sec-fetch-site': 'cross-site' });
      expect(crossSite.status).toBe(403);
      const nullOrigin = await refresh(t, session.refresh, { origin: 'null' });
      expect(nullOrigin.status).toBe(403);
      const logout = await t.app.request('/api/auth/logout', {
        method: 'POST',
        headers: { cookie: `refresh_token=${session.refresh}`, origin: 'https://evil.example' },
      });
      expect(logout.status).toBe(403);

      const same = await refresh(t, session.refresh, {
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
      });
      expect(same.status).toBe(200);
      const allowed = await refresh(t, refreshCookieOf(same), { origin: 'http://localhost:3000' });
      expect(allowed.status).toBe(200);
      const noBrowser = await refresh(t, refreshCookieOf(allowed));
      expect(noBrowser.status).toBe(200);
      const sameSiteFetch = await refresh(t, refreshCookieOf(noBrowser), { 'sec-fetch-site': 'same-origin' });
      expect(sameSiteFetch.status).toBe(200);
    });
  });

  describe('Telegram initData', () => {
    it('accepts data signed with the bot token, with its fields in any order', async () => {
      expect((await telegram(fresh())).status).toBe(200);
      const shuffled = fieldsOf(fresh()).reverse();
      expect((await telegram(joinFields(shuffled))).status).toBe(200);
    });

    it('accepts extra unknown fields and values holding & and =', async () => {
      const authDate = String(Math.floor(Date.now() / 1000));
      const raw = signFields(
        [
          ['user', JSON.stringify({ ...annaTelegram, last_name: 'Петрова&Ко=1' })],
          ['auth_date', authDate],
          ['start_param', 'a=b&c=d'],
          ['some_future_field', 'x&y=z'],
          ['signature', 'c2lnbmF0dXJl'],
        ],
        testBotToken,
      );
      // The independent implementation agrees that this is valid.
      expect(isValid(raw, testBotToken)).toBe(true);
      const response = await telegram(raw);
      expect(response.status).toBe(200);
      expect((await json(response)).data.user.lastName).toBe('Петрова&Ко=1');
    });

    const refusals: [string, () => string][] = [
      [
        'a tampered field',
        () =>
          joinFields(
            fieldsOf(fresh()).map(([k, v]) => [k, k === 'user' ? v.replace('"id":700000001', '"id":1') : v]),
          ),
      ],
      ['a wrong bot token', () => signedInitData(annaTelegram, '987654321:another-bot-token-for-initdata')],
      [
        'a Login-Widget-style hash (sha256 of the token as key)',
        () =>
          signFields(
            fieldsOf(fresh()).filter(([k]) => k !== 'hash'),
            testBotToken,
            createHash('sha256').update(testBotToken).digest(),
          ),
      ],
      [
        'a hash of the wrong length',
        () => joinFields(fieldsOf(fresh()).map(([k, v]) => [k, k === 'hash' ? v.slice(0, 40) : v])),
      ],
      [
        'a hash that is not hex',
        () => joinFields(fieldsOf(fresh()).map(([k, v]) => [k, k === 'hash' ? 'z'.repeat(64) : v])),
      ],
      ['a missing hash', () => joinFields(fieldsOf(fresh()).filter(([k]) => k !== 'hash'))],
      ['a repeated field', () => `${fresh()}&user=${encodeURIComponent('{"id":1}')}`],
      [
        'a stale auth_date',
        () => signedInitData(annaTelegram, testBotToken, new Date(Date.now() - 25 * 3600_000)),
      ],
      [
        'an auth_date in the future',
        () => signedInitData(annaTelegram, testBotToken, new Date(Date.now() + 5 * 60_000)),
      ],
      [
        'a signed string without a user',
        () => signFields([['auth_date', String(Math.floor(Date.now() / 1000))]], testBotToken),
      ],
      ['garbage', () => '%%%&&&==='],
    ];

    it.each(refusals)('refuses %s with 401, never 500', async (_name, make) => {
      const response = await telegram(make());
      expect(response.status).toBe(401);
      expect((await json(response)).error.code).toBe('UNAUTHORIZED');
    });

    it('accepts an auth_date a few seconds ahead (clock skew)', async () => {
      const response = await telegram(
        signedInitData(annaTelegram, testBotToken, new Date(Date.now() + 30_000)),
      );
      expect(response.status).toBe(200);
    });
  });

  it('writes no password, token, cookie, hash or initData into the log or the answers', async () => {
    const password = 'very-secret-password-42';
    const registered = await postJson(t, '/api/auth/register', {
      name: 'Секрет',
      email: 'secret@test.local',
      password,
    });
    const registerText = await registered.clone().text();
    const session = await login(t, 'secret@test.local', password);
    await postJson(t, '/api/auth/login-unified', {
      identifier: 'secret@test.local',
      password: 'wrong-secret-pw',
    });
    const rotated = await refresh(t, session.refresh);
    const initData = fresh();
    const tg = await telegram(initData);
    const tgText = await tg.text();
    const meText = await (await me(session.token)).text();

    const logged = t.logLines.join('\n');
    const secrets = [
      password,
      'wrong-secret-pw',
      session.token,
      session.refresh ?? 'missing',
      refreshCookieOf(rotated) ?? 'missing',
      initData,
      new URLSearchParams(initData).get('hash') ?? 'missing',
      testBotToken,
      testConfig.jwtSecret,
    ];
    for (const secret of secrets) expect(logged).not.toContain(secret);
    for (const answer of [registerText, tgText, meText]) {
      expect(answer).not.toMatch(/passwordHash|password_hash|tokenHash|\$argon2/);
      expect(answer).not.toContain(testBotToken);
    }
    expect(logged).toContain('signed in');
  });
});
