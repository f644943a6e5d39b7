import { createSize, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, login, requestAs } from '../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../testing/test-app';

describe.each(testDatabaseKinds())('«Мои размеры» (GET/PUT /api/auth/me/sizes) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.deps.database.db;
    await createSize(db, { code: 'M', productType: 'clothing' });
    await createSize(db, { code: 'L', productType: 'clothing' });
    await createSize(db, { code: '38', productType: 'footwear' });
    await createSize(db, { code: 'XXS', productType: 'clothing', isActive: false });
  });
  afterAll(() => t.close());

  async function signedIn() {
    const account = await createAccount(t);
    return (await login(t, account.email, account.password)).token;
  }

  it('starts empty, keeps what she saves and answers it back', async () => {
    const token = await signedIn();
    expect((await json(await requestAs(t, token, 'GET', '/api/auth/me/sizes'))).data).toEqual({
      sizes: { clothing: null, footwear: null },
    });

    const saved = await requestAs(t, token, 'PUT', '/api/auth/me/sizes', { clothing: 'm', footwear: '38' });
    expect(saved.status).toBe(200);
    expect((await json(saved)).data.sizes).toEqual({ clothing: 'M', footwear: '38' });

    await requestAs(t, token, 'PUT', '/api/auth/me/sizes', { clothing: 'L', footwear: null });
    expect((await json(await requestAs(t, token, 'GET', '/api/auth/me/sizes'))).data.sizes).toEqual({
      clothing: 'L',
      footwear: null,
    });
  });

  it("shows a buyer her own sizes only, never another buyer's", async () => {
    const anna = await signedIn();
    const vera = await signedIn();
    await requestAs(t, anna, 'PUT', '/api/auth/me/sizes', { clothing: 'M', footwear: '38' });
    expect((await json(await requestAs(t, vera, 'GET', '/api/auth/me/sizes'))).data.sizes).toEqual({
      clothing: null,
      footwear: null,
    });
  });

  it('asks a guest to sign in', async () => {
    expect((await requestAs(t, undefined, 'GET', '/api/auth/me/sizes')).status).toBe(401);
    expect((await requestAs(t, undefined, 'PUT', '/api/auth/me/sizes', { clothing: 'M' })).status).toBe(401);
  });

  it('answers 400 naming the field of a size of the wrong kind, a retired size or a malformed code', async () => {
    const token = await signedIn();
    const wrongKind = await requestAs(t, token, 'PUT', '/api/auth/me/sizes', {
      clothing: '38',
      footwear: 'M',
    });
    expect(wrongKind.status).toBe(400);
    expect((await json(wrongKind)).error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { clothing: 'Такого размера нет в магазине', footwear: 'Такого размера нет в магазине' },
    });

    const retired = await requestAs(t, token, 'PUT', '/api/auth/me/sizes', { clothing: 'XXS' });
    expect((await json(retired)).error.fields).toEqual({ clothing: 'Такого размера нет в магазине' });

    const malformed = await requestAs(t, token, 'PUT', '/api/auth/me/sizes', { footwear: '<b>38</b>' });
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).error.fields).toEqual({ footwear: 'Неверный код размера' });

    const unknownField = await requestAs(t, token, 'PUT', '/api/auth/me/sizes', { hats: 'M' });
    expect(unknownField.status).toBe(400);
    expect((await json(unknownField)).error.fields).toHaveProperty('hats');

    expect((await json(await requestAs(t, token, 'GET', '/api/auth/me/sizes'))).data.sizes).toEqual({
      clothing: null,
      footwear: null,
    });
  });
});
