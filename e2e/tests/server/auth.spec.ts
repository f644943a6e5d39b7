import { e2eBotToken, staff } from '../../global-setup';
import { signedInitData } from '../../support/telegram-init-data';
import { expect, test } from '../fixtures';

test('sign-in sets an httpOnly, SameSite=Strict refresh cookie scoped to /api/auth that rotates', async ({
  request,
  baseURL,
}) => {
  const login = await request.post('/api/auth/login-unified', {
    data: { identifier: staff.admin.email, password: staff.admin.password },
  });
  expect(login.status()).toBe(200);
  const cookie = login.headers()['set-cookie'] ?? '';
  expect(cookie).toMatch(/^refresh_token=[\w-]{40,};/);
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Strict/);
  expect(cookie).toMatch(/Path=\/api\/auth/);
  const body = await login.json();
  expect(body.data.user.role).toBe('admin');
  expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/);

  const foreign = await request.post('/api/auth/refresh-token', {
    headers: { origin: 'https://evil.example' },
  });
  expect(foreign.status()).toBe(403);
  const refreshed = await request.post('/api/auth/refresh-token', { headers: { origin: baseURL ?? '' } });
  expect(refreshed.status()).toBe(200);
  expect((await refreshed.json()).data.user.email).toBe(staff.admin.email);
  const rotated = refreshed.headers()['set-cookie'] ?? '';
  expect(rotated).toMatch(/^refresh_token=[\w-]{40,};/);
  expect(rotated.split(';')[0]).not.toBe(cookie.split(';')[0]);
});

test('the running shop signs a Telegram user in from initData signed with its bot token', async ({
  request,
}) => {
  const ok = await request.post('/api/auth/telegram', {
    data: { initData: signedInitData({ id: 800_000_100, first_name: 'Ника' }, e2eBotToken) },
  });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).data.user).toMatchObject({ firstName: 'Ника', telegramLinked: true });

  const forged = await request.post('/api/auth/telegram', {
    data: {
      initData: signedInitData({ id: 800_000_100, first_name: 'Ника' }, '111111111:some-other-bot-token-xyz'),
    },
  });
  expect(forged.status()).toBe(401);
});
