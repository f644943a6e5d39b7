import { createHash } from 'node:crypto';
import { type FakeBotApi, startFakeBotApi } from '@shop/bot/testing';
import { insertPasswordResetToken, schema } from '@shop/db';
import { createUser, sql, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { smtpMailer } from '../mail/mailer';
import { telegramOutbox } from '../telegram/outbox';
import { createAccount, login, postJson, refresh } from '../testing/auth-fixtures';
import { fixturePasswordHash } from '../testing/fixture-password-hash';
import { type SmtpInbox, startSmtpInbox } from '../testing/smtp-inbox';
import { type TestOutbox, testOutbox } from '../testing/telegram-outbox';
import { createTestApp, json, type TestApp } from '../testing/test-app';

const sent = 'Если такой аккаунт есть, мы отправили ссылку для смены пароля: на его почту или в Telegram';
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

    const asked = await postJson(t, '/api/auth/password-reset/request', {
      identifier: ' Irina@Example.com ',
    });
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
    const asked = await postJson(t, '/api/auth/password-reset/request', { identifier: 'nobody@example.com' });
    expect(asked.status).toBe(200);
    expect((await json(asked)).data.message).toBe(sent);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.mails.length).toBe(before);
  });

  it('finds the account by its phone too, and names a field that is neither an email nor a phone', async () => {
    const account = await createAccount(t, { email: 'zoya@example.com', phone: '79161110022' });
    const asked = await postJson(t, '/api/auth/password-reset/request', { identifier: '8 (916) 111-00-22' });
    expect(asked.status).toBe(200);
    expect((await json(asked)).data.message).toBe(sent);
    const token = tokenIn((await inbox.nextTo(account.email)).text);
    expect(token).toMatch(/^[\w-]{43}$/);

    const wrong = await postJson(t, '/api/auth/password-reset/request', { identifier: 'zoya' });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).error.fields).toEqual({
      identifier: 'Введите email или российский номер телефона',
    });
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
      statuses.push(
        (await postJson(t, '/api/auth/password-reset/request', { identifier: account.email })).status,
      );
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

  it('is on with the bot alone: linked accounts get their link in Telegram', async () => {
    const outbox = telegramOutbox({ staffChatId: undefined, webAppUrl: 'https://shop.example' });
    const { app } = createApp({ ...t.deps, outbox });
    const status = await json(await app.request('/api/auth/password-reset'));
    expect(status.data).toEqual({ available: true });
  });

  it('says it is unavailable without the bot too, and a request is a 503 with a Russian message', async () => {
    const status = await json(await t.app.request('/api/auth/password-reset'));
    expect(status.data).toEqual({ available: false });
    const response = await postJson(t, '/api/auth/password-reset/request', {
      identifier: 'anna@example.com',
    });
    expect(response.status).toBe(503);
    expect((await json(response)).error.message).toBe(
      'Восстановление пароля пока недоступно. Напишите нам, и мы поможем войти.',
    );
  });
});

describe.each(testDatabaseKinds())('«Забыли пароль?» in Telegram on %s', (kind) => {
  const botToken = '123456789:password-reset-test-token-for-the-fake';
  let t: TestApp;
  let inbox: SmtpInbox;
  let telegram: FakeBotApi;
  let shop: TestOutbox;
  let app: TestApp['app'];
  const ask = (identifier: string) =>
    app.request('/api/auth/password-reset/request', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier }),
    });
  const confirm = (token: string, password: string) =>
    app.request('/api/auth/password-reset/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password }),
    });
  const resetRows = () =>
    t.deps.database.db
      .select()
      .from(schema.telegramOutbox)
      .where(sql`${schema.telegramOutbox.purpose} = 'password.reset'`);

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(kind, {
      config: { publicUrl: 'https://shop.example' },
      deps: { mailer: smtpMailer({ smtpUrl: inbox.url, from: 'Ласточка <shop@shop.example>' }) },
    });
    telegram = await startFakeBotApi({ token: botToken });
    shop = testOutbox(t.deps.database, telegram, { token: botToken, log: t.deps.log });
    ({ app } = createApp({ ...t.deps, outbox: shop.outbox }));
  });
  afterAll(async () => {
    t.deps.mailer?.close();
    await telegram.close();
    await t.close();
    await inbox.close();
  });
  afterEach(() => telegram.reset());

  it('sends a linked account the link as a bot message through the outbox, not by email, and forgets it once sent', async () => {
    const password = 'old-password-2026';
    const account = await createUser(t.deps.database.db, {
      email: 'lena@example.com',
      phone: '79162223344',
      telegramId: 7201,
      passwordHash: await fixturePasswordHash(password),
    });
    const before = inbox.mails.length;
    const asked = await ask('+7 916 222-33-44');
    expect(asked.status).toBe(200);
    expect((await json(asked)).data.message).toBe(sent);
    // Nothing goes from the request itself: the message waits in the outbox, written with the token.
    expect(telegram.callsTo('sendMessage')).toEqual([]);
    expect(await resetRows()).toHaveLength(1);

    expect(await shop.send()).toMatchObject({ sent: 1, failed: 0 });
    const [message] = telegram.deliveredTo(7201);
    const text = String(message?.payload.text);
    expect(text).toContain(
      'Чтобы задать новый пароль, откройте ссылку. Она действует 1 час и сработает один раз:',
    );
    expect(text).toContain('https://shop.example/reset-password#token=');
    const token = tokenIn(text);
    expect(t.logLines.join('\n')).not.toContain(token);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.mails.length).toBe(before);

    // Once Telegram took it, the shop no longer keeps the link.
    const [row] = await resetRows();
    expect(row?.status).toBe('sent');
    expect(JSON.stringify(row?.payload)).not.toContain(token);
    expect((row?.payload as { text?: string } | undefined)?.text).toContain('больше не хранится у нас');

    expect((await confirm(token, 'new-password-2026')).status).toBe(200);
    expect((await login(t, account.email!, 'new-password-2026')).user.id).toBe(account.id);
    expect((await confirm(token, 'third-password-1')).status).toBe(400);
  });

  it('gives an account made in the mini-app (no password, no email) its first password, for signing in by phone', async () => {
    const account = await createUser(t.deps.database.db, {
      email: null,
      phone: '79163334455',
      telegramId: 7202,
    });
    expect((await ask('8 916 333-44-55')).status).toBe(200);
    await shop.send();
    const token = tokenIn(String(telegram.deliveredTo(7202)[0]?.payload.text));
    expect((await confirm(token, 'first-password-2026')).status).toBe(200);
    expect((await login(t, '+7 916 333-44-55', 'first-password-2026')).user.id).toBe(account.id);
  });

  it('answers the same and sends nothing for a phone no account has, or an account the bot may not write to', async () => {
    await createUser(t.deps.database.db, {
      email: null,
      phone: '79164445566',
      telegramId: 7203,
      botBlockedAt: new Date(),
    });
    const rowsBefore = (await resetRows()).length;
    for (const phone of ['+7 916 000-00-99', '+7 916 444-55-66']) {
      const asked = await ask(phone);
      expect(asked.status).toBe(200);
      expect((await json(asked)).data.message).toBe(sent);
    }
    await shop.send();
    expect(telegram.callsTo('sendMessage')).toEqual([]);
    expect(await resetRows()).toHaveLength(rowsBefore);
  });

  it('mails an account with a password whose Telegram the bot may not write to', async () => {
    await createUser(t.deps.database.db, {
      email: 'maya@example.com',
      telegramId: 7204,
      botMessagesAllowedAt: null,
      passwordHash: await fixturePasswordHash('maya-password-1'),
    });
    expect((await ask('maya@example.com')).status).toBe(200);
    await shop.send();
    expect(telegram.callsTo('sendMessage')).toEqual([]);
    expect((await inbox.nextTo('maya@example.com')).text).toContain('/reset-password#token=');
  });

  it('forgets the link of a message Telegram refused (the buyer blocked the bot), which staff see failed', async () => {
    await createUser(t.deps.database.db, { email: null, phone: '79165556677', telegramId: 7205 });
    telegram.block(7205);
    expect((await ask('+7 916 555-66-77')).status).toBe(200);
    expect(await shop.send()).toMatchObject({ sent: 0, failed: 1 });
    const [row] = (await resetRows()).filter((candidate) => candidate.chatId === '7205');
    expect(row?.status).toBe('failed');
    expect(row?.lastError).toContain('blocked');
    expect((row?.payload as { text?: string } | undefined)?.text).not.toContain('#token=');
  });
});
