import { randomUUID } from 'node:crypto';
import { formatKopecks, orderStatusNotice, refundTexts } from '@shop/core';
import { schema } from '@shop/db';
import { createProduct, createUser, sql, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { BUYER_MAIL_JOB, buyerMailHandler } from '../../jobs/buyer-mail';
import { smtpMailer } from '../../mail/mailer';
import { createYookassaClient } from '../../services/payments/yookassa-client';
import { telegramOutbox } from '../../telegram/outbox';
import { bearer, tokenFor } from '../../testing/auth-fixtures';
import { type FakeYookassa, startFakeYookassa } from '../../testing/fake-yookassa';
import { saveReceiptSettings } from '../../testing/receipt-settings';
import { type SmtpInbox, startSmtpInbox } from '../../testing/smtp-inbox';
import { createTestApp, json, type TestApp } from '../../testing/test-app';

const SHOP = { shopId: '500200', secretKey: 'test_yookassa_refunds' };
const PUBLIC_URL = 'https://shop.example';
// 2 × 1 234,56 ₽ + 300,50 ₽ shipping.
const TOTAL = 276_962;

describe.each(testDatabaseKinds())('refunds from the admin app on %s', (kind) => {
  let t: TestApp;
  let app: TestApp['app'];
  let fake: FakeYookassa;
  let inbox: SmtpInbox;
  let admin: string;
  const db = () => t.deps.database.db;

  beforeAll(async () => {
    fake = await startFakeYookassa(SHOP);
    inbox = await startSmtpInbox();
    t = await createTestApp(kind, {
      config: { publicUrl: PUBLIC_URL, yookassa: { ...SHOP, apiRoot: fake.apiRoot } },
      deps: { mailer: smtpMailer({ smtpUrl: inbox.url, from: 'Ласточка <shop@shop.example>' }) },
    });
    // With a bot: buyers linked to Telegram are told there.
    ({ app } = createApp({
      ...t.deps,
      outbox: telegramOutbox({ staffChatId: undefined, webAppUrl: PUBLIC_URL }),
    }));
    await db().insert(schema.shippingMethods).values({
      id: 'courier',
      name: 'Курьер',
      priceKopecks: 30_050,
      estimatedDays: '1-2 дня',
      isDefault: true,
    });
    admin = await tokenFor(t, 'admin');
  });
  afterAll(async () => {
    t.deps.mailer?.close();
    await t.close();
    await fake.close();
    await inbox.close();
  });
  beforeEach(() => fake.failNext(0, 'error'));

  async function placeOrder(paymentMethod = 'yookassa') {
    const product = await createProduct(db(), {
      priceKopecks: 123_456,
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 5 }],
    });
    const response = await app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        contact: {
          name: 'Анна Смирнова',
          phone: '8 (900) 123-45-67',
          email: `anna-${randomUUID()}@example.ru`,
        },
        address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
        shippingMethodId: 'courier',
        paymentMethod,
        lines: [{ productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity: 2 }],
      }),
    });
    expect(response.status).toBe(201);
    const order = (await json(response)).data;
    return { order, product, token: order.accessToken as string };
  }

  /** A web order paid at ЮKassa's page, the payment recorded as the buyer comes back. */
  async function paidOrder() {
    const placed = await placeOrder();
    const paid = await fetch(`${placed.order.paymentConfirmationUrl}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const check = await app.request(
      `/api/orders/${placed.order.id}/online-payment/check?token=${placed.token}`,
      { method: 'POST' },
    );
    expect((await json(check)).data.paymentStatus).toBe('paid');
    return placed;
  }

  const refund = (orderId: string, body: unknown) =>
    app.request(`/api/admin/orders/${orderId}/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(admin) },
      body: JSON.stringify(body),
    });
  const adminOrder = async (orderId: string) =>
    (await json(await app.request(`/api/admin/orders/${orderId}`, { headers: bearer(admin) }))).data;
  const refundsAt = (orderId: string) => {
    const paymentId = [...fake.payments.values()].find(
      (payment) => payment.metadata.order_id === orderId,
    )!.id;
    return [...fake.refunds.values()].filter((made) => made.payment_id === paymentId);
  };
  const stockOf = async (productId: number) =>
    (
      await db()
        .select()
        .from(schema.productVariants)
        .where(sql`${schema.productVariants.productId} = ${productId}`)
    )[0]!.quantity;
  const messagesAbout = (orderId: string) =>
    db().select().from(schema.telegramOutbox).where(sql`${schema.telegramOutbox.orderId} = ${orderId}`);

  it('cancels a paid web order giving the whole payment back through ЮKassa; the buyer reads it and gets a letter', async () => {
    const { order, product, token } = await paidOrder();
    expect(await stockOf(product.id)).toBe(3);
    const before = await adminOrder(order.id);
    expect(before.refund).toEqual({
      way: 'yookassa',
      paidKopecks: TOTAL,
      refundedKopecks: 0,
      leftKopecks: TOTAL,
      hint: null,
      lines: [
        expect.objectContaining({
          quantity: 2,
          refundedQuantity: 0,
          variant: 'Чёрный, M',
          name: product.name.ru,
        }),
      ],
    });

    const answer = await refund(order.id, { cancel: true, note: 'Покупательница передумала' });
    expect(answer.status).toBe(200);
    const done = (await json(answer)).data;
    expect(done.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(done.refund).toMatchObject({ refundedKopecks: TOTAL, leftKopecks: 0 });
    expect(done.refunds).toEqual([
      expect.objectContaining({ amountKopecks: TOTAL, way: 'yookassa', status: 'succeeded', whole: true }),
    ]);
    expect(refundsAt(order.id)).toEqual([
      expect.objectContaining({ status: 'succeeded', amount: { value: '2769.62', currency: 'RUB' } }),
    ]);
    expect(await stockOf(product.id)).toBe(5);
    // The history names who gave the money back.
    expect(
      done.events.find(
        (event: { note: string | null }) =>
          event.note ===
          `${refundTexts.event(formatKopecks(TOTAL), 'через ЮKassa')}: Покупательница передумала`,
      )?.actor,
    ).toMatchObject({ role: 'admin' });

    const page = (await json(await app.request(`/api/orders/${order.id}?token=${token}`))).data;
    expect(page).toMatchObject({
      status: 'cancelled',
      paymentStatusLabel: 'Деньги возвращены',
      refundedKopecks: TOTAL,
      refunds: [{ amountKopecks: TOTAL, whole: true, at: expect.any(String) }],
    });

    // A guest has no Telegram: she is written to by email, from the job written with the refund.
    const [job] = await db()
      .select()
      .from(schema.jobs)
      .where(
        sql`${schema.jobs.kind} = ${BUYER_MAIL_JOB} and ${schema.jobs.payload}->>'to' = ${order.customer.email}
          and ${schema.jobs.payload}->>'subject' = ${refundTexts.mailSubject(order.number)}`,
      );
    expect(job).toBeDefined();
    await buyerMailHandler(t.deps.mailer)({
      id: job!.id,
      kind: job!.kind,
      key: null,
      payload: job!.payload as Record<string, unknown>,
      attempts: 1,
    });
    const mail = await inbox.nextTo(order.customer.email);
    expect(mail.text).toContain(
      `${orderStatusNotice('cancelled', order.number)} Мы вернули ${formatKopecks(TOTAL)}`,
    );
  });

  it('gives back chosen units with their receipt, refuses more than is left, then the rest', async () => {
    await saveReceiptSettings(db(), { enabled: true, vatCode: 1, taxSystemCode: 2 });
    try {
      const { order, token } = await paidOrder();
      const [item] = await db()
        .select()
        .from(schema.orderItems)
        .where(sql`${schema.orderItems.orderId} = ${order.id}`);
      const itemId = item!.id;
      const one = await refund(order.id, { lines: [{ itemId, quantity: 1 }] });
      expect(one.status).toBe(200);
      const after = (await json(one)).data;
      expect(after.order).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
      expect(after.refund).toMatchObject({ refundedKopecks: 123_456, leftKopecks: TOTAL - 123_456 });
      const [made] = refundsAt(order.id);
      expect(made!.amount.value).toBe('1234.56');

      const tooMany = await refund(order.id, { lines: [{ itemId, quantity: 2 }] });
      expect(tooMany.status).toBe(409);
      expect((await json(tooMany)).error.message).toMatch(/не больше 1 шт\./);
      const cancelWithLines = await refund(order.id, { lines: [{ itemId, quantity: 1 }], cancel: true });
      expect(cancelWithLines.status).toBe(409);

      const rest = await refund(order.id, {});
      expect(rest.status).toBe(200);
      expect((await json(rest)).data.order).toMatchObject({ status: 'pending', paymentStatus: 'refunded' });
      expect(refundsAt(order.id).map((refund) => refund.amount.value)).toEqual(['1234.56', '1535.06']);
      // Each refund carried the receipt of what it gave back (the fake checks that it adds up to the amount).
      const requests = (
        await db()
          .select()
          .from(schema.orderRefunds)
          .where(sql`${schema.orderRefunds.orderId} = ${order.id}`)
          .orderBy(schema.orderRefunds.id)
      ).map(
        (row) =>
          (row.request as { receipt: { items: { quantity: number; amount: { value: string } }[] } }).receipt,
      );
      expect(
        requests.map((receipt) => receipt.items.map((line) => [line.quantity, line.amount.value])),
      ).toEqual([
        [[1, '1234.56']],
        [
          [1, '1234.56'],
          [1, '300.50'],
        ],
      ]);
      expect(requests[0]).toMatchObject({ customer: { email: order.customer.email }, tax_system_code: 2 });
      const page = (await json(await app.request(`/api/orders/${order.id}?token=${token}`))).data;
      expect(page.refundedKopecks).toBe(TOTAL);
      expect((await refund(order.id, {})).status).toBe(409);
    } finally {
      await saveReceiptSettings(db());
    }
  });

  it('a retry after a lost answer gives the same refund, never a second one', async () => {
    const { order, product } = await paidOrder();
    // ЮKassa makes the refund, then the answer is lost.
    fake.failNext(1, 'error-after-processing');
    const lost = await refund(order.id, { cancel: true });
    expect(lost.status).toBe(503);
    expect((await json(lost)).error.message).toBe(refundTexts.yookassaDown);
    const pending = await adminOrder(order.id);
    expect(pending.order).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(pending.refunds).toEqual([expect.objectContaining({ status: 'pending', amountKopecks: TOTAL })]);
    expect(await stockOf(product.id)).toBe(3);
    expect(refundsAt(order.id)).toHaveLength(1);

    // Another refund waits for this one.
    const other = await refund(order.id, { cancel: true });
    expect(other.status).toBe(409);
    expect((await json(other)).error.message).toBe(refundTexts.pending);

    const retried = await app.request(
      `/api/admin/orders/${order.id}/refunds/${pending.refunds[0].id}/retry`,
      {
        method: 'POST',
        headers: bearer(admin),
      },
    );
    expect(retried.status).toBe(200);
    expect((await json(retried)).data.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    expect(refundsAt(order.id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(5);
    const again = await app.request(`/api/admin/orders/${order.id}/refunds/${pending.refunds[0].id}/retry`, {
      method: 'POST',
      headers: bearer(admin),
    });
    expect(again.status).toBe(409);
  });

  it('ЮKassa down leaves the order as it was; the retry goes through once it answers', async () => {
    const { order } = await paidOrder();
    fake.failNext(1, 'error');
    const down = await refund(order.id, { cancel: true });
    expect(down.status).toBe(503);
    expect(refundsAt(order.id)).toHaveLength(0);
    const pending = await adminOrder(order.id);
    expect(pending.order).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    const retried = await app.request(
      `/api/admin/orders/${order.id}/refunds/${pending.refunds[0].id}/retry`,
      {
        method: 'POST',
        headers: bearer(admin),
      },
    );
    expect(retried.status).toBe(200);
    expect(refundsAt(order.id)).toHaveLength(1);
  });

  it('ЮKassa refusing a refund above what is left of the payment: staff read why, the order stays paid', async () => {
    const { order } = await paidOrder();
    // Staff gave 100 ₽ back in ЮKassa's office: the shop does not know it.
    const paymentId = [...fake.payments.values()].find(
      (payment) => payment.metadata.order_id === order.id,
    )!.id;
    await createYookassaClient({ ...SHOP, apiRoot: fake.apiRoot }).createRefund(
      { payment_id: paymentId, amount: { value: '100.00', currency: 'RUB' } },
      randomUUID(),
    );
    const refused = await refund(order.id, { cancel: true });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.message).toBe(refundTexts.yookassaRefused('invalid_request'));
    const after = await adminOrder(order.id);
    expect(after.order).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(after.refunds).toEqual([
      expect.objectContaining({ status: 'failed', error: refundTexts.yookassaRefused('invalid_request') }),
    ]);
    expect(after.refund.leftKopecks).toBe(TOTAL);
  });

  it('a Telegram payment: the admin app says the bot cannot refund it and records what staff gave back', async () => {
    const { order, product } = await placeOrder('cash');
    const buyer = await createUser(db(), {
      telegramId: 700_100 + Math.floor(Math.random() * 1000),
      botMessagesAllowedAt: new Date(),
    });
    // Paid in Telegram (as the bot records it).
    await db()
      .update(schema.orders)
      .set({ paymentMethod: 'telegram', paymentStatus: 'paid', paidAt: new Date(), userId: buyer.id })
      .where(sql`${schema.orders.id} = ${order.id}`);
    expect((await adminOrder(order.id)).refund).toMatchObject({
      way: 'manual',
      hint: refundTexts.manualOnly,
    });

    const asAutomatic = await refund(order.id, { cancel: true });
    expect(asAutomatic.status).toBe(409);
    expect((await json(asAutomatic)).error.message).toBe(refundTexts.manualOnly);
    const plainCancel = await app.request(`/api/admin/orders/${order.id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(admin) },
      body: JSON.stringify({ status: 'cancelled' }),
    });
    expect(plainCancel.status).toBe(409);
    expect((await json(plainCancel)).error.message).toBe(refundTexts.paidCancelRefused);

    const recorded = await refund(order.id, {
      cancel: true,
      manual: true,
      note: 'Вернули в кабинете ЮKassa',
    });
    expect(recorded.status).toBe(200);
    const after = (await json(recorded)).data;
    expect(after.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(after.refunds).toEqual([
      expect.objectContaining({
        way: 'manual',
        wayLabel: 'вручную в кабинете платёжной системы',
        status: 'succeeded',
        amountKopecks: order.totals.totalKopecks,
      }),
    ]);
    expect(await stockOf(product.id)).toBe(5);
    const messages = await messagesAbout(order.id);
    const told = messages.filter((message) => message.purpose === 'order.refunded');
    expect(told).toHaveLength(1);
    expect(told[0]!.chatId).toBe(String(buyer.telegramId));
    expect((told[0]!.payload as { text: string }).text).toContain(
      `Мы вернули ${formatKopecks(order.totals.totalKopecks)}`,
    );
  });

  it('cash paid at delivery: the refund is recorded as given back by the shop, not in a payment office', async () => {
    const { order } = await placeOrder('cash');
    // The courier took the cash: delivered and paid.
    await db()
      .update(schema.orders)
      .set({ status: 'delivered', paymentStatus: 'paid', paidAt: new Date() })
      .where(sql`${schema.orders.id} = ${order.id}`);
    expect((await adminOrder(order.id)).refund).toMatchObject({
      way: 'manual',
      hint: refundTexts.paidOnDelivery,
    });

    const recorded = await refund(order.id, { manual: true });
    expect(recorded.status).toBe(200);
    const after = (await json(recorded)).data;
    expect(after.refunds).toEqual([expect.objectContaining({ way: 'manual', wayLabel: 'вручную' })]);
    const notes = after.events.map((event: { note: string | null }) => event.note);
    expect(notes).toContain(`Возвращено ${formatKopecks(order.totals.totalKopecks)} (вручную)`);
    expect(notes.join('\n')).not.toContain('кабинете');
  });

  it('refuses a refund of an unpaid order', async () => {
    const { order } = await placeOrder('cash');
    const answer = await refund(order.id, { manual: true });
    expect(answer.status).toBe(409);
    expect((await json(answer)).error.message).toBe(refundTexts.notPaid);
    expect((await refund(randomUUID(), {})).status).toBe(404);
    expect((await refund(order.id, { lines: [] })).status).toBe(400);
  });
});
