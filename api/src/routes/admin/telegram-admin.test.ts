import { randomUUID } from 'node:crypto';
import { paidAmountText } from '@shop/core';
import { placeOrder, queueTelegramMessages, recordOnlinePayment, schema } from '@shop/db';
import { createProduct, sql, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../../testing/test-app';

describe.each(testDatabaseKinds())('the Telegram channel in the admin app on %s', (kind) => {
  let t: TestApp;
  const db = () => t.deps.database.db;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ['user', 'manager', 'admin'] as const) tokens[role] = await tokenFor(t, role);
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, role?: string, body?: unknown) =>
    t.app.request(`/api/admin/telegram${path}`, {
      method,
      headers: {
        ...(role ? bearer(tokens[role]!) : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('is for staff only', async () => {
    for (const path of ['/summary', '/messages/failed', '/payment-problems']) {
      expect((await call('GET', path)).status).toBe(401);
      expect((await call('GET', path, 'user')).status).toBe(403);
      expect((await call('GET', path, 'manager')).status).toBe(200);
    }
    expect((await call('POST', '/messages/1/resend', 'user')).status).toBe(403);
    expect(
      (await call('POST', '/payment-problems/1/resolve', 'user', { resolution: 'вернули' })).status,
    ).toBe(403);
  });

  it("lists a message Telegram refused with its reason, and sends it again at staff's word", async () => {
    await queueTelegramMessages(db(), [
      { chatId: '-100555', payload: { text: 'Новый заказ №7' }, purpose: 'staff.new-order' },
    ]);
    await db()
      .update(schema.telegramOutbox)
      .set({
        status: 'failed',
        failedAt: new Date(),
        attempts: 1,
        lastError: '403: Forbidden: bot was kicked from the group chat',
      })
      .where(sql`${schema.telegramOutbox.chatId} = '-100555'`);
    const summary = (await json(await call('GET', '/summary', 'manager'))).data;
    expect(summary).toMatchObject({ failed: 1, pending: 0 });
    const list = (await json(await call('GET', '/messages/failed', 'manager'))).data;
    expect(list.messages).toEqual([
      expect.objectContaining({
        chat: 'staff',
        chatId: '-100555',
        text: 'Новый заказ №7',
        purpose: 'staff.new-order',
        reason: '403: Forbidden: bot was kicked from the group chat',
      }),
    ]);
    const id = list.messages[0].id;
    const resent = await call('POST', `/messages/${id}/resend`, 'manager');
    expect(resent.status).toBe(200);
    expect((await json(resent)).data).toEqual({ id, status: 'pending' });
    expect((await json(await call('GET', '/summary', 'manager'))).data).toMatchObject({
      failed: 0,
      pending: 1,
    });
    const again = await call('POST', `/messages/${id}/resend`, 'manager');
    expect(again.status).toBe(404);
    expect((await json(again)).error.message).toMatch(/^Такого неотправленного сообщения нет/);
    expect((await call('POST', '/messages/abc/resend', 'manager')).status).toBe(400);
    await db().delete(schema.telegramOutbox);
  });

  it('lists a payment problem with the order and the sum, and resolves it once with what was done', async () => {
    const product = await createProduct(db(), { priceKopecks: 309_000 });
    await db()
      .insert(schema.shippingMethods)
      .values({ id: 'pickup', name: 'Самовывоз', priceKopecks: 0, estimatedDays: 'сегодня' })
      .onConflictDoNothing();
    const { order } = await placeOrder(db(), {
      userId: null,
      idempotencyKey: randomUUID(),
      requestHash: 'hash',
      customer: { name: 'Анна', phone: '+79001234567' },
      address: { region: 'moscow', city: 'Москва' },
      shipping: { methodId: 'pickup', name: 'Самовывоз', feeKopecks: 0 },
      subtotalKopecks: 309_000,
      discountKopecks: 0,
      paymentFeeKopecks: 0,
      totalKopecks: 309_000,
      promocode: null,
      paymentMethod: 'telegram',
      lines: [
        {
          productId: product.id,
          name: 'Платье',
          sku: `${product.baseSku}-BLK-M`,
          image: null,
          colorCode: 'BLK',
          colorName: 'Чёрный',
          sizeCode: 'M',
          sizeName: 'M',
          quantity: 1,
          unitPriceKopecks: 309_000,
          originalPriceKopecks: null,
          discountKopecks: 0,
          lineTotalKopecks: 309_000,
          isWholesale: false,
          wholesaleGroupId: null,
          wholesaleMetadata: null,
        },
      ],
    });
    const record = await recordOnlinePayment(db(), {
      orderId: order.id,
      currency: 'RUB',
      totalAmount: 1,
      charge: {
        kind: 'telegram',
        telegramChargeId: `tg-${kind}`,
        providerChargeId: `pr-${kind}`,
        telegramUserId: 42,
      },
      holdJobKey: undefined,
    });
    expect(record).toMatchObject({ kind: 'problem', problem: 'wrong_amount' });
    const open = (await json(await call('GET', '/payment-problems?open=true', 'manager'))).data;
    expect(open.problems).toEqual([
      expect.objectContaining({
        kind: 'wrong_amount',
        kindLabel: 'Сумма не совпала со счётом',
        orderId: order.id,
        orderNumber: order.number,
        amountText: paidAmountText('RUB', 1),
        totalAmount: 1,
        telegramChargeId: `tg-${kind}`,
        resolvedAt: null,
      }),
    ]);
    expect((await json(await call('GET', '/summary', 'admin'))).data.openPaymentProblems).toBe(1);
    const id = open.problems[0].id;
    const blank = await call('POST', `/payment-problems/${id}/resolve`, 'manager', { resolution: ' ' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(await json(blank))).toContain('Напишите, что сделано');
    const done = await call('POST', `/payment-problems/${id}/resolve`, 'manager', {
      resolution: 'Деньги возвращены через ЮKassa',
    });
    expect(done.status).toBe(200);
    expect(
      (await call('POST', `/payment-problems/${id}/resolve`, 'manager', { resolution: 'ещё раз' })).status,
    ).toBe(404);
    const all = (await json(await call('GET', '/payment-problems', 'manager'))).data.problems;
    expect(all[0]).toMatchObject({ resolution: 'Деньги возвращены через ЮKassa' });
    expect(all[0].resolvedAt).toEqual(expect.any(String));
    expect((await json(await call('GET', '/payment-problems?open=true', 'manager'))).data.problems).toEqual(
      [],
    );
    const notes = await db()
      .select()
      .from(schema.orderEvents)
      .where(sql`${schema.orderEvents.orderId} = ${order.id}`);
    expect(notes.map((event) => event.note)).toContain(
      'Проблема с оплатой решена: Деньги возвращены через ЮKassa',
    );
  });
});
