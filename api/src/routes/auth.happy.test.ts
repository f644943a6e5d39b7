import { testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, login, postJson, refresh, refreshCookieOf } from '../testing/auth-fixtures';
import { annaTelegram, signedInitData } from '../testing/telegram-init-data';
import { createTestApp, json, type TestApp, testBotToken } from '../testing/test-app';

describe.each(testDatabaseKinds())('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { botToken: testBotToken });
  });
  afterAll(() => t.close());

  it('registers a customer, answers a token and the user, and sets the refresh cookie', async () => {
    const response = await postJson(t, '/api/auth/register', {
      name: '  Ольга Смирнова ',
      email: 'Olga@Example.COM',
      password: 'long-enough-password',
    });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.data.expiresIn).toBe(900);
    expect(body.data.user).toMatchObject({
      name: 'Ольга Смирнова',
      email: 'olga@example.com',
      role: 'user',
      telegramLinked: false,
    });
    expect(body.data.user.passwordHash).toBeUndefined();
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('refresh_token='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/Max-Age=2592000/);

    const me = await json(await t.app.request('/api/auth/me', { headers: bearer(body.data.token) }));
    expect(me.data.user.email).toBe('olga@example.com');
  });

  it('signs in by email, in any letter case', async () => {
    const account = await createAccount(t, { email: 'marina@test.local' });
    const session = await login(t, 'MARINA@test.local', account.password);
    expect(session.user.id).toBe(account.id);
    expect(session.refresh).toBeTruthy();
  });

  it('signs in by phone written in any of the usual ways', async () => {
    const account = await createAccount(t, { phone: '79161234567' });
    for (const phone of ['+7 (916) 123-45-67', '89161234567', '9161234567', '79161234567']) {
      const session = await login(t, phone, account.password);
      expect(session.user.id).toBe(account.id);
    }
  });

  it('signs in by username, with or without the @', async () => {
    const account = await createAccount(t, { username: 'vera_k' });
    expect((await login(t, 'vera_k', account.password)).user.id).toBe(account.id);
    expect((await login(t, '@vera_k', account.password)).user.id).toBe(account.id);
  });

  it('answers GET /auth/me with the signed-in user and the Telegram link status', async () => {
    const account = await createAccount(t, { name: 'Ирина Волкова', phone: '79035551234' });
    const { token } = await login(t, account.email, account.password);
    const response = await t.app.request('/api/auth/me', { headers: bearer(token) });
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data.user).toMatchObject({
      id: account.id,
      name: 'Ирина Волкова',
      email: account.email,
      phone: '79035551234',
      telegramLinked: false,
    });
  });

  it('rotates the refresh token: the new one works and carries a new access token', async () => {
    const account = await createAccount(t);
    const first = await login(t, account.email, account.password);
    const rotated = await refresh(t, first.refresh);
    expect(rotated.status).toBe(200);
    const body = await json(rotated);
    const second = refreshCookieOf(rotated);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first.refresh);
    expect(body.data.user.id).toBe(account.id);
    const me = await t.app.request('/api/auth/me', { headers: bearer(body.data.token) });
    expect(me.status).toBe(200);

    const again = await refresh(t, second);
    expect(again.status).toBe(200);
  });

  it('lets two tabs refresh with the same token at once (grace window) without signing out', async () => {
    const account = await createAccount(t);
    const { refresh: cookie } = await login(t, account.email, account.password);
    const [a, b] = await Promise.all([refresh(t, cookie), refresh(t, cookie)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const nextA = refreshCookieOf(a);
    // Both tabs get the one successor of the token (the browser keeps one cookie anyway).
    expect(refreshCookieOf(b)).toBe(nextA);
    expect((await refresh(t, nextA)).status).toBe(200);
  });

  it('logs out: the refresh token stops working and the cookie is cleared', async () => {
    const account = await createAccount(t);
    const { refresh: cookie } = await login(t, account.email, account.password);
    const response = await t.app.request('/api/auth/logout', {
      method: 'POST',
      headers: { cookie: `refresh_token=${cookie}`, origin: 'http://localhost' },
    });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ loggedOut: true });
    expect(response.headers.getSetCookie().some((line) => /^refresh_token=;.*Max-Age=0/.test(line))).toBe(
      true,
    );
    expect((await refresh(t, cookie)).status).toBe(401);
  });

  it('logs out: access tokens of that sign-in stop working at once, those of another sign-in go on', async () => {
    const account = await createAccount(t);
    const here = await login(t, account.email, account.password);
    const elsewhere = await login(t, account.email, account.password);
    const refreshed = await json(await refresh(t, here.refresh));
    const me = (token: string) => t.app.request('/api/auth/me', { headers: bearer(token) });
    expect((await me(here.token)).status).toBe(200);

    await t.app.request('/api/auth/logout', {
      method: 'POST',
      headers: { cookie: `refresh_token=${here.refresh}`, origin: 'http://localhost' },
    });

    // Not yet expired, but their sign-in has ended: the token from the login and the one from its refresh.
    expect((await me(here.token)).status).toBe(401);
    expect((await me(refreshed.data.token)).status).toBe(401);
    expect((await me(elsewhere.token)).status).toBe(200);
  });

  it('logs out without a cookie too (the client ends its session either way)', async () => {
    const response = await t.app.request('/api/auth/logout', { method: 'POST' });
    expect(response.status).toBe(200);
  });

  it('creates a Telegram user on first launch and signs the same user in later, refreshing the profile', async () => {
    const first = await postJson(t, '/api/auth/telegram', {
      initData: signedInitData(annaTelegram, testBotToken),
    });
    expect(first.status).toBe(200);
    const created = (await json(first)).data;
    expect(created.user).toMatchObject({
      name: 'Анна Петрова',
      firstName: 'Анна',
      lastName: 'Петрова',
      telegramLinked: true,
      telegramUsername: 'anna_petrova',
      photoUrl: 'https://t.me/i/userpic/320/anna.jpg',
      email: null,
      role: 'user',
    });
    // Inside Telegram the initData exchange replaces the refresh cookie.
    expect(refreshCookieOf(first)).toBeNull();

    const later = await postJson(t, '/api/auth/telegram', {
      initData: signedInitData({ ...annaTelegram, username: 'anna_new' }, testBotToken),
    });
    const again = (await json(later)).data;
    expect(again.user.id).toBe(created.user.id);
    expect(again.user.telegramUsername).toBe('anna_new');
    const me = await json(await t.app.request('/api/auth/me', { headers: bearer(again.token) }));
    expect(me.data.user.telegramLinked).toBe(true);
  });

  it('lists the auth calls in the OpenAPI document', async () => {
    const doc = await json(await t.app.request('/api/openapi.json'));
    for (const path of ['register', 'login-unified', 'logout', 'me', 'refresh-token', 'telegram']) {
      expect(doc.paths[`/api/auth/${path}`]).toBeDefined();
    }
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
