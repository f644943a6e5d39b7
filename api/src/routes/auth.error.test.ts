import { deleteUser } from '@shop/db';
import { createUser, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authRateLimits } from '../services/auth/sign-in';
import { bearer, createAccount, fromAddress, login, postJson } from '../testing/auth-fixtures';
import { annaTelegram, signedInitData } from '../testing/telegram-init-data';
import { createTestApp, json, type TestApp, testBotToken } from '../testing/test-app';

// Counts password verifications, to show that throttled attempts never reach the hashing.
vi.mock('../services/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../services/passwords')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
const { verifyPassword } = await import('../services/passwords');

describe.each(testDatabaseKinds())('account errors on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('checks the registration fields with Russian messages per field', async () => {
    const response = await postJson(t, '/api/auth/register', {
      name: 'А',
      email: 'not-an-email',
      password: 'short',
    });
    expect(response.status).toBe(400);
    const { error } = await json(response);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toEqual({
      name: 'Имя должно содержать от 2 до 100 символов',
      email: 'Введите корректный email',
      password: 'Пароль должен содержать от 8 до 128 символов',
    });
  });

  it('refuses a name over 100 characters and a password over 128', async () => {
    const response = await postJson(t, '/api/auth/register', {
      name: 'Я'.repeat(101),
      email: 'long@test.local',
      password: 'x'.repeat(129),
    });
    const { error } = await json(response);
    expect(Object.keys(error.fields).sort()).toEqual(['name', 'password']);
  });

  it('refuses missing fields with their messages', async () => {
    const { error } = await json(await postJson(t, '/api/auth/register', {}));
    expect(error.fields.email).toBe('Введите корректный email');
    expect(error.fields.name).toBe('Имя должно содержать от 2 до 100 символов');
  });

  it('refuses a second account with the same email (any case) with 409', async () => {
    const body = { name: 'Дарья', email: 'dasha@test.local', password: 'password-one' };
    expect((await postJson(t, '/api/auth/register', body)).status).toBe(200);
    const second = await postJson(t, '/api/auth/register', { ...body, email: 'DASHA@test.local' });
    expect(second.status).toBe(409);
    expect((await json(second)).error.message).toBe('Пользователь с таким email уже зарегистрирован');
  });

  it('answers an unknown identifier and a wrong password with the same 401', async () => {
    const account = await createAccount(t);
    const wrong = await postJson(t, '/api/auth/login-unified', {
      identifier: account.email,
      password: 'not-the-password',
    });
    const unknown = await postJson(t, '/api/auth/login-unified', {
      identifier: 'nobody@test.local',
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await json(wrong), await json(unknown)];
    expect(a).toEqual(b);
    expect(a.error.message).toBe('Неверный email/телефон или пароль');
  });

  it('refuses a password sign-in to a Telegram-only account with the same 401', async () => {
    await createUser(t.deps.database.db, { name: 'Без пароля', username: 'no_password', telegramId: 555 });
    const response = await postJson(t, '/api/auth/login-unified', {
      identifier: 'no_password',
      password: 'anything',
    });
    expect(response.status).toBe(401);
  });

  it('asks for the identifier and the password', async () => {
    const { error } = await json(
      await postJson(t, '/api/auth/login-unified', { identifier: '  ', password: '' }),
    );
    expect(error.fields).toEqual({
      identifier: 'Введите email, телефон или имя пользователя',
      password: 'Введите пароль',
    });
  });

  it('answers GET /auth/me without a token with 401', async () => {
    const response = await t.app.request('/api/auth/me');
    expect(response.status).toBe(401);
    expect((await json(response)).error).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Требуется вход в систему',
    });
  });

  it('answers GET /auth/me for a removed account with 401', async () => {
    const account = await createAccount(t);
    const { token } = await login(t, account.email, account.password);
    expect(await deleteUser(t.deps.database.db, account.id)).toBe(true);
    expect((await t.app.request('/api/auth/me', { headers: bearer(token) })).status).toBe(401);
  });

  it('answers a refresh without a cookie with 401', async () => {
    const response = await t.app.request('/api/auth/refresh-token', { method: 'POST' });
    expect(response.status).toBe(401);
    expect((await json(response)).error.message).toBe('Сессия истекла, войдите снова');
  });

  it('answers POST /auth/telegram with 503 and a clear message when no bot token is configured', async () => {
    const response = await postJson(t, '/api/auth/telegram', {
      initData: signedInitData(annaTelegram, testBotToken),
    });
    expect(response.status).toBe(503);
    expect((await json(response)).error).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Вход через Telegram не настроен на этом сервере',
    });
  });

  it('refuses POST /auth/telegram without initData with 400', async () => {
    const response = await postJson(t, '/api/auth/telegram', {});
    expect(response.status).toBe(400);
  });

  describe('rate limits', () => {
    const signIn = (identifier: string, password: string, address: string) =>
      postJson(t, '/api/auth/login-unified', { identifier, password }, {}, fromAddress(address));

    it('refuses an address after 10 wrong passwords for an account with 429 and a Russian message, before hashing', async () => {
      const account = await createAccount(t);
      const { limit } = authRateLimits.loginFailuresPerAccountAndAddress;
      for (let i = 0; i < limit; i++) {
        expect((await signIn(account.email, 'wrong-password', '192.0.2.1')).status).toBe(401);
      }
      const verificationsBefore = vi.mocked(verifyPassword).mock.calls.length;
      const blocked = await signIn(account.email, account.password, '192.0.2.1');
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await json(blocked)).error.message).toMatch(
        /^Слишком много попыток входа\. Попробуйте через \d+ мин\.$/,
      );
      // Refused before any argon2id work, even with the right password.
      expect(vi.mocked(verifyPassword).mock.calls.length).toBe(verificationsBefore);
    });

    it("never locks the owner out: after a stranger's 10 wrong passwords the right one from another address signs in", async () => {
      const account = await createAccount(t);
      const { limit } = authRateLimits.loginFailuresPerAccountAndAddress;
      for (let i = 0; i <= limit; i++) await signIn(account.email, 'wrong-password', '192.0.2.66');
      expect((await signIn(account.email, 'wrong-password', '192.0.2.66')).status).toBe(429);

      const owner = await signIn(account.email, account.password, '203.0.113.9');
      expect(owner.status).toBe(200);
      expect((await json(owner)).data.user.email).toBe(account.email);
    });

    it('bounds guessing from many addresses: past the account limit only the addresses it signed in from get through', async () => {
      const account = await createAccount(t);
      const home = '198.19.0.1';
      expect((await signIn(account.email, account.password, home)).status).toBe(200);
      const { limit } = authRateLimits.loginFailuresPerAccount;
      // Two wrong passwords from each of many addresses: below the per-address limit, at the account's limit.
      for (let i = 0; i < limit; i++) {
        const response = await signIn(account.email, 'wrong-password', `198.18.${Math.floor(i / 2)}.1`);
        expect(response.status).toBe(401);
      }
      const verificationsBefore = vi.mocked(verifyPassword).mock.calls.length;
      // An address that failed and one that never tried are both refused, before any hashing.
      expect((await signIn(account.email, account.password, '198.18.0.1')).status).toBe(429);
      const stranger = await signIn(account.email, account.password, '198.18.200.1');
      expect(stranger.status).toBe(429);
      expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await json(stranger)).error.message).toMatch(
        /^Слишком много попыток входа\. Попробуйте через \d+ мин\.$/,
      );
      expect(vi.mocked(verifyPassword).mock.calls.length).toBe(verificationsBefore);

      // The owner at home still signs in, and a wrong password there is told as wrong, not refused.
      expect((await signIn(account.email, 'wrong-password', home)).status).toBe(401);
      expect((await signIn(account.email, account.password, home)).status).toBe(200);
    });

    it('checks at most the account limit and its known addresses of 300 concurrent guesses from 300 addresses', async () => {
      const account = await createAccount(t);
      const home = '198.20.0.1';
      expect((await signIn(account.email, account.password, home)).status).toBe(200);
      const { limit } = authRateLimits.loginFailuresPerAccount;
      // 300 addresses that never tried this account; the owner's own address, mistyping, is one of them.
      const addresses = Array.from(
        { length: 300 },
        (_, i) => `198.20.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      );
      const verificationsBefore = vi.mocked(verifyPassword).mock.calls.length;
      const answers = await Promise.all(addresses.map((address) => signIn(account.email, 'wrong', address)));
      const statuses = answers.map((answer) => answer.status);
      const checked = vi.mocked(verifyPassword).mock.calls.length - verificationsBefore;
      const knownAddresses = 1;
      expect(statuses.filter((status) => status === 401)).toHaveLength(checked);
      expect(checked).toBeGreaterThanOrEqual(limit);
      expect(checked).toBeLessThanOrEqual(limit + knownAddresses);
      expect(statuses.filter((status) => status === 429)).toHaveLength(300 - checked);
      const refused = answers.find((answer) => answer.status === 429);
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await json(refused as Response)).error.message).toMatch(/^Слишком много попыток входа/);

      // A stranger with the right password is refused too; the owner at home signs in.
      expect((await signIn(account.email, account.password, '198.21.0.1')).status).toBe(429);
      const owner = await signIn(account.email, account.password, home);
      expect(owner.status).toBe(200);
      expect((await json(owner)).data.user.email).toBe(account.email);
    });

    it('throttles sign-in attempts per address across identifiers', async () => {
      const address = fromAddress('198.51.100.7');
      const { limit } = authRateLimits.loginPerAddress;
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i++) {
        const response = await postJson(
          t,
          '/api/auth/login-unified',
          { identifier: `unknown-${i}@test.local`, password: 'whatever' },
          {},
          address,
        );
        statuses.push(response.status);
      }
      expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // Another address is not affected.
      const other = await postJson(t, '/api/auth/login-unified', {
        identifier: 'x@test.local',
        password: 'y',
      });
      expect(other.status).toBe(401);
    });

    it('throttles registrations per address', async () => {
      const address = fromAddress('203.0.113.9');
      const { limit } = authRateLimits.registerPerAddress;
      let last: Response | undefined;
      for (let i = 0; i <= limit; i++) {
        last = await postJson(
          t,
          '/api/auth/register',
          { name: 'Спам', email: `spam-${i}@test.local`, password: 'password-123' },
          {},
          address,
        );
      }
      expect(last?.status).toBe(429);
      expect((await json(last as Response)).error.message).toMatch(/Слишком много попыток регистрации/);
    });
  });
});
