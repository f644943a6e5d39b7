import { randomUUID } from 'node:crypto';
import { formatKopecks, telegramPaymentTexts, webPaymentTexts } from '@shop/core';
import { schema } from '@shop/db';
import { createProduct, sql, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentHoldHandler } from '../jobs/payment-hold';
import { PAYMENT_HOLD_JOB, paymentHoldKey } from '../services/payments/payment-hold';
import { createYookassaClient } from '../services/payments/yookassa-client';
import { yookassaPayments } from '../services/payments/yookassa-payments';
import { disabledOutbox } from '../telegram/outbox';
import { bearer, tokenFor } from '../testing/auth-fixtures';
import { type FakeYookassa, startFakeYookassa } from '../testing/fake-yookassa';
import { saveReceiptSettings } from '../testing/receipt-settings';
import { createTestApp, json, type TestApp } from '../testing/test-app';

const SHOP = { shopId: '500100', secretKey: 'test_yookassa_secret' };
const PUBLIC_URL = 'https://shop.example';

describe.each(testDatabaseKinds())('paying online through ЮKassa on %s', (kind) => {
  let t: TestApp;
  let fake: FakeYookassa;
  const db = () => t.deps.database.db;

  beforeAll(async () => {
    fake = await startFakeYookassa(SHOP);
    t = await createTestApp(kind, {
      config: { publicUrl: PUBLIC_URL, yookassa: { ...SHOP, apiRoot: fake.apiRoot } },
    });
    await db().insert(schema.shippingMethods).values({
      id: 'courier',
      name: 'Курьер',
      priceKopecks: 30_050,
      estimatedDays: '1-2 дня',
      isDefault: true,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.failNext(0, 'error'));

  /** A guest's order of two items at 1 234,56 ₽, paid online: the answer and its access token. */
  async function placeOrder(key = randomUUID()) {
    const product = await createProduct(db(), {
      priceKopecks: 123_456,
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 5 }],
    });
    const response = await t.app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({
        contact: { name: 'Анна Смирнова', phone: '8 (900) 123-45-67', email: 'anna@example.ru' },
        address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
        shippingMethodId: 'courier',
        paymentMethod: 'yookassa',
        lines: [{ productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity: 2 }],
      }),
    });
    expect(response.status).toBe(201);
    const order = (await json(response)).data;
    return { order, product, token: order.accessToken as string };
  }

  const orderRow = async (id: string) =>
    (await db().select().from(schema.orders).where(sql`${schema.orders.id} = ${id}`))[0]!;
  const stockOf = async (productId: number) =>
    (
      await db()
        .select()
        .from(schema.productVariants)
        .where(sql`${schema.productVariants.productId} = ${productId}`)
    )[0]!.quantity;
  const notes = async (orderId: string) =>
    (await db().select().from(schema.orderEvents).where(sql`${schema.orderEvents.orderId} = ${orderId}`)).map(
      (event) => event.note,
    );
  const paymentsOf = (orderId: string) =>
    [...fake.payments.values()].filter((payment) => payment.metadata.order_id === orderId);

  /** The buyer presses «Оплатить» (or «Отменить») on ЮKassa's page; ЮKassa sends the browser back. */
  async function settle(confirmationUrl: string, action: 'pay' | 'cancel') {
    const answer = await fetch(`${confirmationUrl}/${action}`, { method: 'POST', redirect: 'manual' });
    expect(answer.status).toBe(303);
    return answer.headers.get('location');
  }

  const notify = (body: unknown) =>
    t.app.request('/api/payments/yookassa/notifications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const notifyOf = (paymentId: string, event = 'payment.succeeded') =>
    notify({ type: 'notification', event, object: structuredClone(fake.payments.get(paymentId)) });

  it('places the order holding its stock, makes one payment for its total and marks it paid on notice', async () => {
    const settings = await json(await t.app.request('/api/settings/payment-options'));
    expect(settings.data.yookassa).toEqual({ available: true, holdMinutes: 30 });

    const { order, product, token } = await placeOrder();
    // 2 × 1 234,56 ₽ + 300,50 ₽ shipping, no commission.
    expect(order).toMatchObject({
      paymentMethod: 'yookassa',
      paymentStatus: 'unpaid',
      totals: { totalKopecks: 276_962, paymentFeeKopecks: 0 },
      paymentDueAt: expect.any(String),
    });
    expect(order.paymentConfirmationUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\//);
    expect(await stockOf(product.id)).toBe(3);
    const [payment, ...others] = paymentsOf(order.id);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({
      amount: { value: '2769.62', currency: 'RUB' },
      description: `Заказ №${order.number}`,
      metadata: { order_id: order.id, order_number: String(order.number) },
    });
    const row = await orderRow(order.id);
    expect(row.yookassaPaymentId).toBe(payment!.id);
    expect(row.yookassaIdempotenceKey).toMatch(/^[0-9a-f-]{36}$/);
    const jobs = await db()
      .select()
      .from(schema.jobs)
      .where(sql`${schema.jobs.key} = ${paymentHoldKey(order.id)}`);
    expect(jobs).toHaveLength(1);

    const back = await settle(order.paymentConfirmationUrl, 'pay');
    // The buyer comes back to the order's page, with its link's token, marked as back from paying.
    const returned = new URL(back ?? '');
    expect(`${returned.origin}${returned.pathname}`).toBe(`${PUBLIC_URL}/order-confirmation/${order.id}`);
    expect(Object.fromEntries(returned.searchParams)).toEqual({ payment: 'return', token });
    const answer = await notifyOf(payment!.id);
    expect(answer.status).toBe(200);
    expect((await json(answer)).data).toEqual({ outcome: 'paid' });

    const seen = (await json(await t.app.request(`/api/orders/${order.id}?token=${token}`))).data;
    expect(seen).toMatchObject({
      paymentStatus: 'paid',
      paidAt: expect.any(String),
      paymentConfirmationUrl: null,
    });
    expect(await notes(order.id)).toContain(`${webPaymentTexts.paidEvent} (платёж ЮKassa ${payment!.id})`);
    const [job] = await db()
      .select()
      .from(schema.jobs)
      .where(sql`${schema.jobs.key} = ${paymentHoldKey(order.id)}`);
    expect(job?.doneAt).toBeInstanceOf(Date);
  });

  it('changes nothing a second time for the same notification', async () => {
    const { order } = await placeOrder();
    const [payment] = paymentsOf(order.id);
    await settle(order.paymentConfirmationUrl, 'pay');
    expect((await json(await notifyOf(payment!.id))).data.outcome).toBe('paid');
    const before = await orderRow(order.id);
    const eventsBefore = await notes(order.id);
    expect((await json(await notifyOf(payment!.id))).data.outcome).toBe('duplicate');
    expect(await orderRow(order.id)).toEqual(before);
    expect(await notes(order.id)).toEqual(eventsBefore);
    const problems = await db()
      .select()
      .from(schema.paymentProblems)
      .where(sql`${schema.paymentProblems.orderId} = ${order.id}`);
    expect(problems).toEqual([]);
  });

  it('believes only the API: a notification of a payment not paid there changes nothing', async () => {
    const { order } = await placeOrder();
    const [payment] = paymentsOf(order.id);
    // The body claims success; ЮKassa says the payment is still pending.
    const forged = { ...structuredClone(payment!), status: 'succeeded', paid: true };
    const answer = await notify({ type: 'notification', event: 'payment.succeeded', object: forged });
    expect(answer.status).toBe(200);
    expect((await json(answer)).data.outcome).toBe('not-paid');
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'unpaid', paidAt: null });

    // A payment id ЮKassa does not know.
    const unknown = await notify({
      type: 'notification',
      event: 'payment.succeeded',
      object: { ...forged, id: randomUUID() },
    });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error.message).toBe(webPaymentTexts.paymentNotFound);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it('answers garbage with a 400 in JSON', async () => {
    for (const body of [
      'not json',
      '{}',
      JSON.stringify({ type: 'notification', event: 'payment.succeeded' }),
    ]) {
      const answer = await notify(body);
      expect(answer.status).toBe(400);
      expect((await json(answer)).success).toBe(false);
    }
  });

  it('refuses a payment for another amount and keeps it for the staff', async () => {
    const { order } = await placeOrder();
    // A payment naming the order but for 1 kopeck less (made with the shop's own keys: the only way one exists).
    const client = createYookassaClient({ ...SHOP, apiRoot: fake.apiRoot });
    const wrong = await client.createPayment(
      {
        amount: { value: '2769.61', currency: 'RUB' },
        capture: true,
        confirmation: { type: 'redirect', return_url: `${PUBLIC_URL}/` },
        metadata: { order_id: order.id },
      },
      randomUUID(),
    );
    await settle(wrong.confirmation!.confirmation_url!, 'pay');
    const answer = await notifyOf(wrong.id);
    expect((await json(answer)).data.outcome).toBe('problem');
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'unpaid', paidAt: null });
    const manager = await tokenFor(t, 'manager');
    const problems = (
      await json(
        await t.app.request('/api/admin/telegram/payment-problems?open=true', { headers: bearer(manager) }),
      )
    ).data.problems;
    expect(
      problems.find((problem: { providerChargeId: string }) => problem.providerChargeId === wrong.id),
    ).toMatchObject({
      kind: 'wrong_amount',
      orderNumber: order.number,
      amountText: formatKopecks(276_961),
      telegramChargeId: null,
    });
    expect(t.logLines.some((line) => line.includes('did not pay its order as asked'))).toBe(true);
    // The same notification again adds no second problem.
    expect((await json(await notifyOf(wrong.id))).data.outcome).toBe('duplicate');
  });

  it('asks for the same payment again after ЮKassa answered 500: one payment', async () => {
    fake.failNext(1, 'error-after-processing');
    const { order, token } = await placeOrder();
    expect(order.paymentConfirmationUrl).toBeNull();
    expect(order.paymentError).toBe(webPaymentTexts.notCreated);
    expect(paymentsOf(order.id)).toHaveLength(1);

    const again = await t.app.request(`/api/orders/${order.id}/online-payment?token=${token}`, {
      method: 'POST',
    });
    expect(again.status).toBe(200);
    const { url } = (await json(again)).data;
    const [payment, ...others] = paymentsOf(order.id);
    expect(others).toEqual([]);
    expect(url).toBe(payment!.confirmation!.confirmation_url);
    expect((await orderRow(order.id)).yookassaPaymentId).toBe(payment!.id);
  });

  it('says so when ЮKassa does not answer, and the order stays payable', async () => {
    fake.failNext(1, 'error');
    const { order, token } = await placeOrder();
    expect(order).toMatchObject({ paymentStatus: 'unpaid', paymentConfirmationUrl: null });
    expect(order.paymentError).toBe(webPaymentTexts.notCreated);
    expect(paymentsOf(order.id)).toHaveLength(0);
    const again = await t.app.request(`/api/orders/${order.id}/online-payment?token=${token}`, {
      method: 'POST',
    });
    expect(again.status).toBe(200);
    expect(paymentsOf(order.id)).toHaveLength(1);
  });

  it('records a payment the notification of which was lost when the buyer comes back', async () => {
    const { order, token } = await placeOrder();
    await settle(order.paymentConfirmationUrl, 'pay');
    const checked = await t.app.request(`/api/orders/${order.id}/online-payment/check?token=${token}`, {
      method: 'POST',
    });
    expect(checked.status).toBe(200);
    expect((await json(checked)).data).toMatchObject({ paymentStatus: 'paid', paymentConfirmationUrl: null });
  });

  it('makes a new payment after the buyer cancelled the last one', async () => {
    const { order, token } = await placeOrder();
    await settle(order.paymentConfirmationUrl, 'cancel');
    const [first] = paymentsOf(order.id);
    expect((await json(await notifyOf(first!.id, 'payment.canceled'))).data.outcome).toBe('not-paid');
    const seen = (await json(await t.app.request(`/api/orders/${order.id}?token=${token}`))).data;
    expect(seen.paymentConfirmationUrl).toBeNull();
    const again = await t.app.request(`/api/orders/${order.id}/online-payment?token=${token}`, {
      method: 'POST',
    });
    const { url } = (await json(again)).data;
    expect(paymentsOf(order.id)).toHaveLength(2);
    expect(url).not.toBe(order.paymentConfirmationUrl);
  });

  it('keeps a payment that came after the hold cancelled the order, for the staff to give back', async () => {
    const { order, product } = await placeOrder();
    const [payment] = paymentsOf(order.id);
    const hold = paymentHoldHandler({
      db: db(),
      log: t.deps.log,
      outbox: disabledOutbox,
      onStockChanged: () => {},
    });
    await hold({
      id: 0,
      kind: PAYMENT_HOLD_JOB,
      key: null,
      payload: { orderId: order.id },
      attempts: 1,
    } as never);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await stockOf(product.id)).toBe(5);

    await settle(order.paymentConfirmationUrl, 'pay');
    expect((await json(await notifyOf(payment!.id))).data.outcome).toBe('problem');
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    const events = await notes(order.id);
    expect(events).toContain(telegramPaymentTexts.lateManualRefundEvent);
    const [problem] = await db()
      .select()
      .from(schema.paymentProblems)
      .where(sql`${schema.paymentProblems.yookassaPaymentId} = ${payment!.id}`);
    expect(problem).toMatchObject({ kind: 'late', orderId: order.id });
    // Again: nothing more.
    expect((await json(await notifyOf(payment!.id))).data.outcome).toBe('duplicate');
    expect(await notes(order.id)).toEqual(events);
  });

  it('asks ЮKassa before the hold cancels an order, and records a payment whose notification was lost', async () => {
    const { order, product } = await placeOrder();
    await settle(order.paymentConfirmationUrl, 'pay');
    const checkPayment = yookassaPayments({
      db: db(),
      log: t.deps.log,
      outbox: disabledOutbox,
      config: { ...SHOP, apiRoot: fake.apiRoot },
    }).checkPayment;
    const hold = paymentHoldHandler({
      db: db(),
      log: t.deps.log,
      outbox: disabledOutbox,
      onStockChanged: () => {},
      checkPayment,
    });
    await hold({
      id: 0,
      kind: PAYMENT_HOLD_JOB,
      key: null,
      payload: { orderId: order.id },
      attempts: 1,
    } as never);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(await stockOf(product.id)).toBe(3);
    expect(await notes(order.id)).not.toContain(telegramPaymentTexts.holdExpiredEvent);
  });

  it('sends the 54-ФЗ receipt with the payment when the shop’s settings say so', async () => {
    // ЮKassa set to require receipts refuses a payment without one, and one that does not add up.
    const strict = await startFakeYookassa({ ...SHOP, requireReceipt: true });
    const shop = await createTestApp(kind, {
      database: t.deps.database,
      config: { publicUrl: PUBLIC_URL, yookassa: { ...SHOP, apiRoot: strict.apiRoot } },
    });
    const original = t;
    try {
      t = shop;
      const without = await placeOrder();
      expect(without.order.paymentError).toBe(webPaymentTexts.notCreated);
      expect(strict.payments.size).toBe(0);

      await saveReceiptSettings(db(), { enabled: true, vatCode: 1, taxSystemCode: 2 });
      const { order } = await placeOrder();
      expect(order.paymentConfirmationUrl).toMatch(/\/checkout\//);
      expect([...strict.payments.values()].map((payment) => payment.metadata.order_id)).toEqual([order.id]);
    } finally {
      t = original;
      await saveReceiptSettings(db());
      await shop.close();
      await strict.close();
    }
  });
});
