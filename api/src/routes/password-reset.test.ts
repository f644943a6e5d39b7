import { createHash } from 'node:crypto';
import { insertPasswordResetToken } from '@shop/db';
import { testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../mail/mailer';
import { createAccount, login, postJson, refresh } from '../testing/auth-fixtures';
import { type SmtpInbox, startSmtpInbox } from '../testing/smtp-inbox';
import { createTestApp, json, type TestApp } from '../testing/test-app';

const sent = 'Если такой адрес есть, мы отправили письмо';
const refused = 'Ссылка для смены пароля устарела или уже использована. Запросите новую.';

const tokenIn = (text: string) => {
  const match = /\/reset-password#token=([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in the letter:\n${text}`);
  return match[1];
};

describe.each(testDatabaseKinds())('«Забыли пароль?» on %s', (kind) => {
  let t: TestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(kind, {
      config: { publicUrl: 'https://shop.example' },
      deps: { mailer: smtpMailer({ smtpUrl: inbox.url, from: 'Ласточка <shop@shop.example>' }) },
    });
  });
  afterAll(async () => {
    t.deps.mailer?.close();
    await t.close();
    await inbox.close();
  });

  it('mails a one-time link; the new password signs in, the old one and her other sessions do not', async () => {
    const account = await createAccount(t, { email: 'irina@example.com' });
    const otherDevice = await login(t, account.email, account.password);

    const asked = await postJson(t, '/api/auth/password-reset/request', { email: ' Irina@Example.com ' });
    expect(asked.status).toBe(200);
    expect((await json(asked)).data.message).toBe(sent);

    const mail = await inbox.nextTo('irina@example.com');
    expect(mail.from).toBe('shop@shop.example');
    expect(mail.headers).toMatch(/^Subject: .+/m);
    expect(mail.text).toContain('Она действует 1 час и сработает один раз');
    expect(mail.text).toContain('https://shop.example/reset-password#token=');
    const token = tokenIn(mail.text);
    expect(t.logLines.join('\n')).not.toContain(token);

    const changed = await postJson(t, '/api/auth/password-reset/confirm', {
      token,
      password: 'new-password-2026',
    });
    expect(changed.status).toBe(200);
    expect((await json(changed)).data.message).toBe('Пароль изменён. Войдите с новым паролем.');

    expect((await login(t, account.email, 'new-password-2026')).user.id).toBe(account.id);
    const oldPassword = await postJson(t, '/api/auth/login-unified', {
      identifier: account.email,
      password: account.password,
    });
    expect(oldPassword.status).toBe(401);
    expect((await refresh(t, otherDevice.refresh)).status).toBe(401);

    const again = await postJson(t, '/api/auth/password-reset/confirm', {
      token,
      password: 'third-password-1',
    });
    expect(again.status).toBe(400);
    expect((await json(again)).error).toMatchObject({ message: refused, fields: { token: refused } });
  });

  it('answers the same for an address no account has, and sends nothing', async () => {
    const before = inbox.mails.length;
    const asked = await postJson(t, '/api/auth/password-reset/request', { email: 'nobody@example.com' });
    expect(asked.status).toBe(200);
    expect((await json(asked)).data.message).toBe(sent);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.mails.length).toBe(before);
  });

  it('refuses an expired link with the same clear message', async () => {
    const account = await createAccount(t);
    const token = 'expired-token-for-the-test';
    await insertPasswordResetToken(t.deps.database.db, {
      userId: account.id,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() - 1000),
    });
    const response = await postJson(t, '/api/auth/password-reset/confirm', {
      token,
      password: 'new-password-2026',
    });
    expect(response.status).toBe(400);
    expect((await json(response)).error.message).toBe(refused);
    expect((await login(t, account.email, account.password)).user.id).toBe(account.id);
  });

  it('checks the new password with the sign-up rule', async () => {
    const response = await postJson(t, '/api/auth/password-reset/confirm', {
      token: 'whatever',
      password: 'short',
    });
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({
      password: 'Пароль должен содержать от 8 до 128 символов',
    });
  });

  it('limits requests per email like sign-up: the 4th for one address within the hour is a 429', async () => {
    const account = await createAccount(t);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await postJson(t, '/api/auth/password-reset/request', { email: account.email })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe.each(testDatabaseKinds())('password reset without mail on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('says it is unavailable, and a request is a 503 with a Russian message', async () => {
    const status = await json(await t.app.request('/api/auth/password-reset'));
    expect(status.data).toEqual({ available: false });
    const response = await postJson(t, '/api/auth/password-reset/request', { email: 'anna@example.com' });
    expect(response.status).toBe(503);
    expect((await json(response)).error.message).toBe(
      'Восстановление пароля по почте пока недоступно. Напишите нам, и мы поможем войти.',
    );
  });
});
