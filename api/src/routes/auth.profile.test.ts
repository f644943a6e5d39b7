import { schema } from '@shop/db';
import { sql, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, login, type TestAccount } from '../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../testing/test-app';

describe.each(testDatabaseKinds())('the buyer edits her own profile on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function patchMe(account: TestAccount, body: unknown) {
    const { token } = await login(t, account.email, account.password);
    return t.app.request('/api/auth/me', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify(body),
    });
  }

  it('saves name, email and phone, and she signs in with the new email and the phone', async () => {
    const account = await createAccount(t, { name: 'Анна' });
    const response = await patchMe(account, {
      name: ' Анна Петрова ',
      email: 'Anna.Petrova@Example.com',
      phone: '8 (916) 555-12-34',
    });
    expect(response.status).toBe(200);
    expect((await json(response)).data.user).toMatchObject({
      id: account.id,
      name: 'Анна Петрова',
      email: 'anna.petrova@example.com',
      phone: '79165551234',
    });
    expect((await login(t, 'anna.petrova@example.com', account.password)).user.id).toBe(account.id);
    expect((await login(t, '+7 916 555-12-34', account.password)).user.id).toBe(account.id);
  });

  it('leaves out what is not sent, and clears the phone when it is sent empty', async () => {
    const account = await createAccount(t, { name: 'Вера', phone: '79160000001' });
    const renamed = await json(await patchMe(account, { name: 'Вера Львова' }));
    expect(renamed.data.user).toMatchObject({
      name: 'Вера Львова',
      email: account.email,
      phone: '79160000001',
    });
    const cleared = await json(await patchMe(account, { phone: '' }));
    expect(cleared.data.user.phone).toBeNull();
  });

  it('answers 409 naming the email another account holds', async () => {
    const other = await createAccount(t);
    const account = await createAccount(t);
    const response = await patchMe(account, { email: other.email.toUpperCase() });
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({
      success: false,
      error: {
        code: 'CONFLICT',
        message: 'Этот email уже указан в другом аккаунте',
        fields: { email: 'Этот email уже указан в другом аккаунте' },
      },
    });
  });

  it('answers 409 naming the phone another account holds, and changes nothing', async () => {
    await createAccount(t, { phone: '79031112233' });
    const account = await createAccount(t, { name: 'Ольга' });
    const response = await patchMe(account, { name: 'Ольга Новая', phone: '+7 903 111-22-33' });
    expect(response.status).toBe(409);
    expect((await json(response)).error.fields).toEqual({
      phone: 'Этот телефон уже указан в другом аккаунте',
    });
    const { token } = await login(t, account.email, account.password);
    const me = await json(await t.app.request('/api/auth/me', { headers: bearer(token) }));
    expect(me.data.user).toMatchObject({ name: 'Ольга', phone: null });
  });

  it('keeps her own email and phone when she sends them again', async () => {
    const account = await createAccount(t, { phone: '79035550000' });
    const response = await patchMe(account, { email: account.email, phone: '9035550000' });
    expect(response.status).toBe(200);
  });

  it('names each wrong field in Russian', async () => {
    const account = await createAccount(t);
    const response = await patchMe(account, { name: 'А', email: 'anna@', phone: '123' });
    expect(response.status).toBe(400);
    expect((await json(response)).error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: {
        name: 'Имя должно содержать от 2 до 100 символов',
        email: 'Введите корректный email',
        phone: 'Введите российский номер телефона, например +7 900 123-45-67',
      },
    });
  });

  it('refuses to drop the email of an account that signs in with a password', async () => {
    const account = await createAccount(t);
    const response = await patchMe(account, { email: '' });
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({
      email: 'Укажите email: по нему вы входите и восстанавливаете пароль',
    });
  });

  it('lets an account linked to Telegram, which gets its reset links there, do without an email', async () => {
    const account = await createAccount(t, { phone: '79160000077' });
    await t.deps.database.db
      .update(schema.users)
      .set({ telegramId: 7301 })
      .where(sql`${schema.users.id} = ${account.id}`);
    const response = await patchMe(account, { email: '' });
    expect(response.status).toBe(200);
    expect((await json(response)).data.user).toMatchObject({ email: null, telegramLinked: true });
    expect((await login(t, '+7 916 000-00-77', account.password)).user.id).toBe(account.id);
  });

  it('refuses unknown fields such as the role, naming them', async () => {
    const account = await createAccount(t);
    const response = await patchMe(account, { name: 'Анна', role: 'admin' });
    expect(response.status).toBe(400);
    expect((await json(response)).error).toMatchObject({
      message: 'Неизвестные поля: role',
      fields: { role: 'Неизвестное поле' },
    });
  });

  it('answers 401 without a sign-in', async () => {
    const response = await t.app.request('/api/auth/me', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Анна' }),
    });
    expect(response.status).toBe(401);
  });
});
