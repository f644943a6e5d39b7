import { randomUUID } from 'node:crypto';
import type { Role } from '@shop/core';
import { schema } from '@shop/db';
import { createProduct, type ProductRow, sql, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { telegramOutbox } from '../telegram/outbox';
import { bearer, createAccount, login, requestAs, tokenFor } from '../testing/auth-fixtures';
import { cartRequests } from '../testing/cart-requests';
import { createTestApp, json, type TestApp } from '../testing/test-app';

const checkout = {
  contact: { name: 'Вера Орлова', phone: '+7 900 555-00-00' },
  address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
  shippingMethodId: 'courier',
  paymentMethod: 'cash',
};

let phoneCount = 0;
const freshPhone = () => `7901${String(10_000_000 + ++phoneCount).slice(1)}`;

describe.each(testDatabaseKinds())('referral links on %s', (kind) => {
  let t: TestApp;
  let app: TestApp['app'];
  let product: ProductRow;
  const tokens = {} as Record<Role, string>;
  const db = () => t.deps.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // The app as the server builds it with a bot: t.me links and Telegram messages through the outbox.
    app = createApp({
      ...t.deps,
      outbox: telegramOutbox({ staffChatId: undefined, webAppUrl: 'https://shop.test' }),
      botUsername: () => 'lastochka_shop_bot',
    }).app;
    product = await createProduct(db(), {
      priceKopecks: 123_456,
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 500 }],
    });
    for (const role of ['user', 'manager', 'admin'] as const) tokens[role] = await tokenFor(t, role);
  });
  afterAll(() => t.close());

  const call = (token: string | undefined, method: string, path: string, body?: unknown) =>
    requestAs({ ...t, app } as TestApp, token, method, path, body);

  async function buyer(fields: { phone?: string; telegramId?: number } = {}) {
    const account = await createAccount(t, { phone: fields.phone ?? freshPhone() });
    if (fields.telegramId) {
      await db()
        .update(schema.users)
        .set({ telegramId: fields.telegramId, botMessagesAllowedAt: new Date() })
        .where(sql`${schema.users.id} = ${account.id}`);
    }
    const { token } = await login(t, account.email, account.password);
    return { ...account, token };
  }

  const myReferral = async (token: string) => {
    const response = await call(token, 'GET', '/api/referrals/me');
    expect(response.status).toBe(200);
    return (await json(response)).data;
  };

  /** Puts one line in her server cart and orders it, with the code she arrived by. */
  async function order(token: string, body: Record<string, unknown> = {}) {
    const cart = cartRequests({ ...t, app } as TestApp, token);
    expect((await cart.add({ productId: product.id, size: 'M', color: 'BLK', quantity: 1 })).status).toBe(
      200,
    );
    const response = await app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...bearer(token) },
      body: JSON.stringify({ ...checkout, ...body }),
    });
    return { status: response.status, body: await json(response) };
  }

  const overview = async () => (await json(await call(tokens.manager, 'GET', '/api/admin/referrals'))).data;
  const attributionsOf = (referredUserId: string) =>
    db().query.referrals.findMany({ where: (row, { eq }) => eq(row.referredUserId, referredUserId) });

  it('gives a signed-in buyer one code with her t.me and web links; a guest gets 401 JSON', async () => {
    const guest = await app.request('/api/referrals/me');
    expect(guest.status).toBe(401);
    expect((await json(guest)).success).toBe(false);

    const anna = await buyer();
    const first = await myReferral(anna.token);
    expect(first.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(first.telegramLink).toBe(`https://t.me/lastochka_shop_bot?startapp=ref_${first.code}`);
    expect(first.webLink).toBe(`http://localhost/?ref=${first.code}`);
    expect(first.friendsOrdered).toBe(0);
    expect((await myReferral(anna.token)).code).toBe(first.code);

    // Without the bot's username only the web link is answered.
    const noBot = await t.app.request('/api/referrals/me', { headers: bearer(anna.token) });
    expect((await json(noBot)).data).toMatchObject({ code: first.code, telegramLink: null });
  });

  it('attributes a new buyer’s first order to the friend, and staff see her order total to the kopeck', async () => {
    const anna = await buyer();
    const { code } = await myReferral(anna.token);
    const vera = await buyer();
    const placed = await order(vera.token, { referralCode: code.toLowerCase() });
    expect(placed.status).toBe(201);

    expect((await myReferral(anna.token)).friendsOrdered).toBe(1);
    const { referrers, attributions } = await overview();
    expect(referrers.find((row: { code: string }) => row.code === code)).toMatchObject({
      referrerId: anna.id,
      invitedBuyers: 1,
      orders: 1,
      revenueKopecks: placed.body.data.totals.totalKopecks,
    });
    expect(
      attributions.find((row: { referredUserId: string }) => row.referredUserId === vera.id),
    ).toMatchObject({
      referrerId: anna.id,
      orderId: placed.body.data.id,
      orderNumber: placed.body.data.number,
      orderTotalKopecks: placed.body.data.totals.totalKopecks,
      rewarded: false,
    });

    // Her second order counts in the revenue brought but makes no second attribution, even with another code.
    const other = await buyer();
    const second = await order(vera.token, { referralCode: (await myReferral(other.token)).code });
    expect(second.status).toBe(201);
    expect(await attributionsOf(vera.id)).toHaveLength(1);
    expect((await myReferral(other.token)).friendsOrdered).toBe(0);
    const after = (await overview()).referrers.find((row: { code: string }) => row.code === code);
    expect(after).toMatchObject({
      invitedBuyers: 1,
      orders: 2,
      revenueKopecks: placed.body.data.totals.totalKopecks + second.body.data.totals.totalKopecks,
    });
  });

  it('does not attribute a buyer who had ordered before, nor a guest', async () => {
    const anna = await buyer();
    const { code } = await myReferral(anna.token);
    const olga = await buyer();
    expect((await order(olga.token)).status).toBe(201);
    expect((await order(olga.token, { referralCode: code })).status).toBe(201);
    expect(await attributionsOf(olga.id)).toHaveLength(0);

    const guest = await app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        ...checkout,
        referralCode: code,
        lines: [{ productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity: 1 }],
      }),
    });
    expect(guest.status).toBe(201);
    expect((await myReferral(anna.token)).friendsOrdered).toBe(0);
  });

  it('refuses self-referral: her own code, or another account with her phone or Telegram', async () => {
    const anna = await buyer({ telegramId: 700_000_000 + phoneCount });
    const { code } = await myReferral(anna.token);
    expect((await order(anna.token, { referralCode: code })).status).toBe(201);
    expect(await attributionsOf(anna.id)).toHaveLength(0);

    // A second account ordering with Anna's phone as the contact.
    const twin = await buyer();
    const annaPhone = `+${(await db().query.users.findFirst({ where: (row, { eq }) => eq(row.id, anna.id) }))!.phone}`;
    const byPhone = await order(twin.token, {
      referralCode: code,
      contact: { name: 'Анна', phone: annaPhone },
    });
    expect(byPhone.status).toBe(201);
    expect(await attributionsOf(twin.id)).toHaveLength(0);

    // An account with her email as the order's contact email.
    const byEmail = await buyer();
    expect(
      (
        await order(byEmail.token, {
          referralCode: code,
          contact: { ...checkout.contact, email: anna.email.toUpperCase() },
        })
      ).status,
    ).toBe(201);
    expect(await attributionsOf(byEmail.id)).toHaveLength(0);
    expect((await myReferral(anna.token)).friendsOrdered).toBe(0);
  });

  it('attributes two new buyers racing with one code once each', async () => {
    const anna = await buyer();
    const { code } = await myReferral(anna.token);
    const racers = await Promise.all([buyer(), buyer(), buyer()]);
    const placed = await Promise.all(racers.map((racer) => order(racer.token, { referralCode: code })));
    expect(placed.map((result) => result.status)).toEqual([201, 201, 201]);
    expect((await myReferral(anna.token)).friendsOrdered).toBe(3);
    const rows = await db().query.referrals.findMany({ where: (row, { eq }) => eq(row.referrerId, anna.id) });
    expect(new Set(rows.map((row) => row.referredUserId)).size).toBe(3);
  });

  it('with the reward on gives both a one-use code, told in Telegram, that a second order cannot reuse', async () => {
    const saved = await call(tokens.manager, 'PUT', '/api/admin/referrals/settings', {
      rewardEnabled: true,
      discountType: 'percentage',
      discountValue: 15,
      minOrderValueKopecks: 0,
      validDays: 30,
    });
    expect(saved.status).toBe(200);
    const audit = await db().query.staffChanges.findMany({
      where: (row, { and, eq }) => and(eq(row.entity, 'settings'), eq(row.entityId, 'referral')),
    });
    expect(audit.at(-1)).toMatchObject({
      action: 'update',
      after: { rewardEnabled: true, discountValue: 15 },
    });

    const annaTelegramId = 710_000_000 + phoneCount;
    const anna = await buyer({ telegramId: annaTelegramId });
    const { code } = await myReferral(anna.token);
    const vera = await buyer();
    expect((await order(vera.token, { referralCode: code })).status).toBe(201);

    const annaRewards = (await myReferral(anna.token)).rewards;
    const veraRewards = (await myReferral(vera.token)).rewards;
    expect(annaRewards).toEqual([
      expect.objectContaining({ reason: 'invited', used: false, discountText: '15 %' }),
    ]);
    expect(veraRewards).toEqual([expect.objectContaining({ reason: 'welcome', used: false })]);
    expect(annaRewards[0].code).not.toBe(veraRewards[0].code);
    expect(
      (await overview()).attributions.find(
        (row: { referredUserId: string }) => row.referredUserId === vera.id,
      ),
    ).toMatchObject({ rewarded: true });

    const told = await db().query.telegramOutbox.findMany({
      where: (row, { eq }) => eq(row.purpose, 'referral.reward'),
    });
    // Anna is linked to Telegram and hears of her code; Vera is not linked, so nothing is written to her.
    expect(told.map((row) => row.chatId)).toEqual([String(annaTelegramId)]);
    expect(JSON.stringify(told[0]!.payload)).toContain(annaRewards[0].code);

    // Vera spends her code on her next order; it is then used up for everyone.
    const veraCart = cartRequests({ ...t, app } as TestApp, vera.token);
    await veraCart.add({ productId: product.id, size: 'M', color: 'BLK', quantity: 1 });
    expect((await veraCart.applyPromocode(veraRewards[0].code)).status).toBe(200);
    const spent = await order(vera.token);
    expect(spent.status).toBe(201);
    expect(spent.body.data.totals.discountKopecks).toBeGreaterThan(0);
    expect((await myReferral(vera.token)).rewards[0].used).toBe(true);
    const stranger = await buyer();
    const strangerCart = cartRequests({ ...t, app } as TestApp, stranger.token);
    await strangerCart.add({ productId: product.id, size: 'M', color: 'BLK', quantity: 1 });
    const reused = await strangerCart.applyPromocode(veraRewards[0].code);
    expect(reused.status).toBeGreaterThanOrEqual(400);
    expect(reused.body.success).toBe(false);

    await call(tokens.manager, 'PUT', '/api/admin/referrals/settings', { rewardEnabled: false });
  });

  describe('staff routes', () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/referrals'],
      ['GET', '/api/admin/referrals/settings'],
      ['PUT', '/api/admin/referrals/settings', { rewardEnabled: false }],
    ];
    it.each(calls)('%s %s: guest 401, customer 403, manager and admin 200', async (method, path, body) => {
      expect((await call(undefined, method, path, body)).status).toBe(401);
      const customer = await call(tokens.user, method, path, body);
      expect(customer.status).toBe(403);
      expect((await json(customer)).error.message).toBe('Недостаточно прав');
      expect((await call(tokens.manager, method, path, body)).status).toBe(200);
      expect((await call(tokens.admin, method, path, body)).status).toBe(200);
    });

    it('refuses bad input with 400 and the field named', async () => {
      const percent = await call(tokens.admin, 'PUT', '/api/admin/referrals/settings', {
        rewardEnabled: true,
        discountValue: 150,
      });
      expect(percent.status).toBe(400);
      expect((await json(percent)).error.fields.discountValue).toBe('Скидка в процентах — от 1 до 100');
      const unknown = await call(tokens.admin, 'PUT', '/api/admin/referrals/settings', { reward: true });
      expect(unknown.status).toBe(400);
      expect((await json(unknown)).error.fields.reward).toBe('Неизвестное поле');

      const vera = await buyer();
      const badCode = await order(vera.token, { referralCode: 'ref_<script>' });
      expect(badCode.status).toBe(400);
      expect(badCode.body.error.fields.referralCode).toBe('Неверный код приглашения');
    });
  });
});
