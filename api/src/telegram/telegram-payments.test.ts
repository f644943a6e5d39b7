import { randomUUID } from 'node:crypto';
import { outboxApi } from '@shop/bot';
import {
  type FakeBotApi,
  preCheckoutQueryUpdate,
  startFakeBotApi,
  successfulPaymentUpdate,
} from '@shop/bot/testing';
import { formatKopecks, paidAmountText, telegramPaymentTexts as texts } from '@shop/core';
import { schema } from '@shop/db';
import {
  createProduct,
  createPromocode,
  createUser,
  type ProductRow,
  sql,
  testDatabaseKinds,
} from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createJobRunner, type JobRunner } from '../jobs/job-runner';
import { paymentHoldHandler } from '../jobs/payment-hold';
import { invoicePayload } from '../services/payments/invoice-payload';
import { PAYMENT_HOLD_JOB, paymentHoldKey } from '../services/payments/payment-hold';
import { bearer, login } from '../testing/auth-fixtures';
import { fixturePasswordHash } from '../testing/fixture-password-hash';
import { saveReceiptSettings } from '../testing/receipt-settings';
import { unlimitedRates } from '../testing/telegram-outbox';
import { createTestApp, json, type TestApp } from '../testing/test-app';
import { createOutboxSender, type OutboxSender } from './outbox-sender';
import { shopTelegram } from './shop-bot';
import { TELEGRAM_WEBHOOK_PATH, webhookSecretFor } from './webhook';

const token = '123456789:telegram-payments-test-token-for-fake';
const providerToken = '381764678:TEST:payments-provider-token';
const staffChatId = '-100777';

const checkout = {
  contact: { name: 'Анна Смирнова', phone: '8 (900) 123-45-67' },
  address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
  shippingMethodId: 'courier',
};

interface PlacedOrder {
  id: string;
  number: number;
  accessToken?: string;
  totals: { totalKopecks: number };
}

describe.each(testDatabaseKinds())('paying an order inside Telegram on %s', (kind) => {
  let t: TestApp;
  let telegram: FakeBotApi;
  let app: TestApp['app'];
  let offApp: TestApp['app'];
  let runner: JobRunner;
  let sender: OutboxSender;
  let shopOutbox: ReturnType<typeof shopTelegram>['outbox'];
  let db: TestApp['deps']['database']['db'];
  let updateId = 1;
  const secret = () => t.deps.config.jwtSecret;

  beforeAll(async () => {
    telegram = await startFakeBotApi({ token });
    t = await createTestApp(kind, { config: { paymentProviderToken: providerToken } });
    db = t.deps.database.db;
    await db
      .insert(schema.shippingMethods)
      .values({ id: 'courier', name: 'Курьер', priceKopecks: 30_000, estimatedDays: '1-2 дня' });
    const shop = shopTelegram(
      {
        ...t.deps.config,
        botToken: token,
        telegramApiRoot: telegram.apiRoot,
        telegramStaffChatId: staffChatId,
        publicUrl: 'https://shop.example',
        port: 4800,
      },
      db,
      t.deps.log,
    );
    shopOutbox = shop.outbox;
    ({ app } = createApp({
      ...t.deps,
      outbox: shop.outbox,
      ...(shop.paymentsBotApi ? { paymentsBotApi: shop.paymentsBotApi } : {}),
      ...(shop.webhook ? { telegramWebhook: shop.webhook } : {}),
    }));
    // The same shop without a provider token: payment in Telegram is off.
    ({ app: offApp } = createApp({
      ...t.deps,
      config: { ...t.deps.config, paymentProviderToken: undefined },
      outbox: shop.outbox,
      ...(shop.paymentsBotApi ? { paymentsBotApi: shop.paymentsBotApi } : {}),
    }));
    runner = createJobRunner({
      db,
      handlers: {
        [PAYMENT_HOLD_JOB]: paymentHoldHandler({
          db,
          log: t.deps.log,
          outbox: shop.outbox,
          onStockChanged: () => {},
        }),
      },
      log: t.deps.log,
      pollMs: 0,
    });
    sender = createOutboxSender({
      database: t.deps.database,
      api: outboxApi(token, { apiRoot: telegram.apiRoot, timeoutSeconds: 5 }),
      log: t.deps.log,
      rates: unlimitedRates,
    });
  });
  afterAll(async () => {
    await runner.stop();
    await telegram.close();
    await t.close();
  });
  afterEach(() => telegram.reset());

  /** Telegram posting an update to the shop's webhook; answers once the bot has handled it. */
  async function deliver(update: Record<string, unknown>) {
    const response = await app.request(TELEGRAM_WEBHOOK_PATH, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-telegram-bot-api-secret-token': webhookSecretFor(secret()),
      },
      body: JSON.stringify({ update_id: updateId++, ...update }),
    });
    expect(response.status).toBe(200);
    await sender.drain();
  }

  const newProduct = (quantity = 5) =>
    createProduct(db, { variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity }] });
  const stockOf = async (product: ProductRow) =>
    (await db.query.productVariants.findFirst({
      where: (v, { eq }) => eq(v.productId, product.id),
    }))!.quantity;
  const orderRow = async (id: string) =>
    (await db.query.orders.findFirst({ where: (o, { eq }) => eq(o.id, id) }))!;
  const eventNotes = async (id: string) =>
    (
      await db.query.orderEvents.findMany({
        where: (e, { eq }) => eq(e.orderId, id),
        orderBy: (e, { asc }) => asc(e.id),
      })
    ).map((event) => event.note);
  const holdJob = (orderId: string) =>
    db.query.jobs.findFirst({ where: (j, { eq }) => eq(j.key, paymentHoldKey(orderId)) });
  const sentTo = (chatId: number | string) =>
    telegram
      .callsTo('sendMessage')
      .filter((call) => String(call.payload.chat_id) === String(chatId))
      .map((call) => String(call.payload.text));
  /** The timed jobs due now, then what they wrote to Telegram. */
  async function runJobs(): Promise<number> {
    const ran = await runner.runDue();
    await sender.drain();
    return ran;
  }
  /** What the staff chat was told about payments (every new order is posted there too). */
  const staffPaymentNotices = () => sentTo(staffChatId).filter((text) => !text.startsWith('Новый заказ'));
  const preCheckoutAnswers = () => telegram.callsTo('answerPreCheckoutQuery').map((call) => call.payload);

  async function placeGuestOrder(product: ProductRow, paymentMethod = 'telegram', on = app) {
    return on.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        ...checkout,
        paymentMethod,
        lines: [{ productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity: 2 }],
      }),
    });
  }

  async function guestOrder(product: ProductRow, paymentMethod = 'telegram'): Promise<PlacedOrder> {
    const response = await placeGuestOrder(product, paymentMethod);
    expect(response.status).toBe(201);
    return (await json(response)).data as PlacedOrder;
  }

  /** An order of a buyer linked to Telegram, paid in Telegram. */
  async function buyerOrder(telegramId: number, product: ProductRow): Promise<PlacedOrder> {
    const password = 'buyer-password-long';
    const account = await createUser(db, { telegramId, passwordHash: await fixturePasswordHash(password) });
    const { token: access } = await login(t, account.email!, password);
    const [cart] = await db.insert(schema.carts).values({ userId: account.id }).returning();
    await db.insert(schema.cartItems).values({
      cartId: cart!.id,
      productId: product.id,
      colorCode: 'BLK',
      sizeCode: 'M',
      quantity: 1,
      priceKopecks: 1,
    });
    const response = await app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...bearer(access) },
      body: JSON.stringify({ ...checkout, paymentMethod: 'telegram' }),
    });
    expect(response.status).toBe(201);
    const placed = (await json(response)).data as PlacedOrder;
    // The «order placed» notice is not what these tests look at.
    await sender.drain();
    expect(sentTo(telegramId)).toHaveLength(1);
    telegram.reset();
    return placed;
  }

  const invoiceLink = (order: PlacedOrder, on = app) =>
    on.request(`/api/orders/${order.id}/invoice-link?token=${order.accessToken}`, { method: 'POST' });

  /** The hold's time passes: the order's payment is due and its job with it. */
  async function expireHold(orderId: string) {
    const past = new Date(Date.now() - 60_000);
    await db.update(schema.orders).set({ paymentDueAt: past }).where(sql`${schema.orders.id} = ${orderId}`);
    await db
      .update(schema.jobs)
      .set({ runAt: past })
      .where(sql`${schema.jobs.key} = ${paymentHoldKey(orderId)}`);
  }

  it('makes an invoice link in roubles whose prices add up to the order total, with a signed payload', async () => {
    const product = await newProduct();
    const order = await guestOrder(product);
    expect(order.accessToken).toBeTruthy();
    const response = await invoiceLink(order);
    expect(response.status).toBe(200);
    expect((await json(response)).data.url).toMatch(/^https:\/\/t\.me\/\$fake-invoice-\d+$/);

    const call = await telegram.waitForCall('createInvoiceLink');
    expect(call.payload).toMatchObject({
      title: `Заказ №${order.number}`,
      currency: 'RUB',
      provider_token: providerToken,
      payload: invoicePayload(secret(), order.id),
    });
    const prices = (
      typeof call.payload.prices === 'string' ? JSON.parse(call.payload.prices) : call.payload.prices
    ) as { label: string; amount: number }[];
    expect(prices.reduce((sum, price) => sum + price.amount, 0)).toBe(order.totals.totalKopecks);
    expect(prices.at(-1)).toEqual({ label: 'Курьер', amount: 30_000 });
    expect(prices.every((price) => Number.isInteger(price.amount) && price.amount > 0)).toBe(true);

    // The payload Telegram hands back is taken by the shop: the pre-checkout question is approved.
    await deliver(
      preCheckoutQueryUpdate({
        payload: String(call.payload.payload),
        totalAmount: order.totals.totalKopecks,
      }),
    );
    expect(preCheckoutAnswers()).toEqual([expect.objectContaining({ ok: true })]);
  });

  it('refuses an invoice link for a cash order, a paid or cancelled order, and when payments are off', async () => {
    const product = await newProduct(20);
    const refusal = async (response: Response, message: string) => {
      expect(response.status).toBe(409);
      expect((await json(response)).error.message).toBe(message);
    };
    await refusal(await invoiceLink(await guestOrder(product, 'cash')), texts.notTelegramOrder);

    const paid = await guestOrder(product);
    await deliver(
      successfulPaymentUpdate({
        payload: invoicePayload(secret(), paid.id),
        totalAmount: paid.totals.totalKopecks,
        chargeId: `paid-${kind}`,
      }),
    );
    await refusal(await invoiceLink(paid), texts.alreadyPaid);

    const cancelled = await guestOrder(product);
    const cancel = await app.request(`/api/orders/${cancelled.id}/cancel?token=${cancelled.accessToken}`, {
      method: 'POST',
    });
    expect(cancel.status).toBe(200);
    await refusal(await invoiceLink(cancelled), texts.cancelled);

    const fresh = await guestOrder(product);
    await refusal(await invoiceLink(fresh, offApp), texts.unavailable);
    expect(telegram.callsTo('createInvoiceLink')).toEqual([]);

    // Without payments in Telegram checkout does not take the method at all.
    const refused = await placeGuestOrder(product, 'telegram', offApp);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect((await json(refused)).error.message).toMatch(/[А-Яа-я]/);
  });

  it('carries the 54-ФЗ receipt in provider_data when receipts are on, adding up to the total after a promocode', async () => {
    await saveReceiptSettings(db, { enabled: true, vatCode: 4, taxSystemCode: 1 });
    try {
      // 3 × 1 000,02 ₽ less 10 %: a discount 3 does not divide, so the receipt splits the line a kopeck apart.
      const product = await createProduct(db, {
        priceKopecks: 100_002,
        variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 5 }],
      });
      const code = await createPromocode(db, { discountType: 'percentage', discountValue: 10 });
      const password = 'buyer-password-long';
      const account = await createUser(db, { passwordHash: await fixturePasswordHash(password) });
      const { token: access } = await login(t, account.email!, password);
      const [cart] = await db
        .insert(schema.carts)
        .values({
          userId: account.id,
          appliedPromocode: {
            code: code.code,
            promocodeId: code.id,
            discountKopecks: 0,
            shippingDiscountKopecks: 0,
            discountType: 'percentage',
            appliedAt: new Date().toISOString(),
          },
        })
        .returning();
      await db.insert(schema.cartItems).values({
        cartId: cart!.id,
        productId: product.id,
        colorCode: 'BLK',
        sizeCode: 'M',
        quantity: 3,
        priceKopecks: 100_002,
      });
      const placed = await app.request('/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...bearer(access) },
        body: JSON.stringify({ ...checkout, paymentMethod: 'telegram' }),
      });
      expect(placed.status).toBe(201);
      const order = (await json(placed)).data;
      expect(order.totals.discountKopecks).toBeGreaterThan(0);
      expect(
        (
          await app.request(`/api/orders/${order.id}/invoice-link`, {
            method: 'POST',
            headers: bearer(access),
          })
        ).status,
      ).toBe(200);

      const call = await telegram.waitForCall('createInvoiceLink');
      expect(call.payload).toMatchObject({ need_email: true, send_email_to_provider: true });
      expect(typeof call.payload.provider_data).toBe('string');
      const { receipt } = JSON.parse(call.payload.provider_data as string) as {
        receipt: {
          items: { description: string; quantity: number; amount: { value: string }; vat_code: number }[];
          tax_system_code: number;
        };
      };
      expect(receipt.tax_system_code).toBe(1);
      expect(receipt.items.every((item) => item.vat_code === 4)).toBe(true);
      const kopecks = (value: string) => Number(value.replace('.', ''));
      expect(receipt.items.reduce((sum, item) => sum + item.quantity * kopecks(item.amount.value), 0)).toBe(
        order.totals.totalKopecks,
      );
      const prices = call.payload.prices as { amount: number }[];
      expect(prices.reduce((sum, price) => sum + price.amount, 0)).toBe(order.totals.totalKopecks);
      expect(receipt.items.filter((item) => item.description.startsWith(product.name.ru))).toHaveLength(2);
    } finally {
      await saveReceiptSettings(db);
    }
  });

  it('the fake Bot API refuses provider_data that is not a JSON string, as Telegram does', async () => {
    const answer = await fetch(`${telegram.apiRoot}/bot${token}/createInvoiceLink`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Заказ №1',
        description: 'Оплата заказа',
        payload: 'x',
        provider_token: providerToken,
        currency: 'RUB',
        prices: [{ label: 'Платье', amount: 100 }],
        provider_data: '{"receipt": ',
      }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ ok: false, description: 'Bad Request: DATA_JSON_INVALID' });
  });

  it('answers the pre-checkout question: yes for a fresh order, no with the reason otherwise', async () => {
    const product = await newProduct(20);
    const ask = async (payload: string, totalAmount: number, currency = 'RUB') => {
      telegram.reset();
      await deliver(preCheckoutQueryUpdate({ payload, totalAmount, currency }));
      const [answer] = preCheckoutAnswers();
      return answer;
    };
    const fresh = await guestOrder(product);
    const payload = invoicePayload(secret(), fresh.id);
    expect(await ask(payload, fresh.totals.totalKopecks)).toMatchObject({ ok: true });
    expect(await ask(payload, fresh.totals.totalKopecks - 100)).toMatchObject({
      ok: false,
      error_message: texts.amountChanged,
    });
    expect(await ask(payload, fresh.totals.totalKopecks, 'USD')).toMatchObject({
      ok: false,
      error_message: texts.amountChanged,
    });
    // The order's total changed after the invoice was made.
    const changed = await guestOrder(product);
    await db
      .update(schema.orders)
      .set({ totalKopecks: changed.totals.totalKopecks + 500 })
      .where(sql`${schema.orders.id} = ${changed.id}`);
    expect(await ask(invoicePayload(secret(), changed.id), changed.totals.totalKopecks)).toMatchObject({
      ok: false,
      error_message: texts.amountChanged,
    });

    const forged = `${fresh.id}.${Buffer.from('not-the-shops-signature').toString('base64url')}`;
    expect(await ask(forged, fresh.totals.totalKopecks)).toMatchObject({
      ok: false,
      error_message: texts.unknownOrder,
    });
    expect(await ask(invoicePayload('another-secret', fresh.id), fresh.totals.totalKopecks)).toMatchObject({
      ok: false,
      error_message: texts.unknownOrder,
    });

    const paid = await guestOrder(product);
    await deliver(
      successfulPaymentUpdate({
        payload: invoicePayload(secret(), paid.id),
        totalAmount: paid.totals.totalKopecks,
        chargeId: `pcq-paid-${kind}`,
      }),
    );
    expect(await ask(invoicePayload(secret(), paid.id), paid.totals.totalKopecks)).toMatchObject({
      ok: false,
      error_message: texts.alreadyPaid,
    });

    const expired = await guestOrder(product);
    await expireHold(expired.id);
    expect(await runJobs()).toBeGreaterThanOrEqual(1);
    expect(await ask(invoicePayload(secret(), expired.id), expired.totals.totalKopecks)).toMatchObject({
      ok: false,
      error_message: texts.expired,
    });

    const cancelled = await guestOrder(product);
    await app.request(`/api/orders/${cancelled.id}/cancel?token=${cancelled.accessToken}`, {
      method: 'POST',
    });
    expect(await ask(invoicePayload(secret(), cancelled.id), cancelled.totals.totalKopecks)).toMatchObject({
      ok: false,
      error_message: texts.cancelled,
    });
  });

  it('marks the order paid exactly once, thanks the buyer once and ends the hold', async () => {
    const product = await newProduct();
    const buyerId = 7_100_001;
    const order = await buyerOrder(buyerId, product);
    expect((await holdJob(order.id))?.doneAt ?? null).toBeNull();
    const payment = {
      payload: invoicePayload(secret(), order.id),
      totalAmount: order.totals.totalKopecks,
      chargeId: `charge-once-${kind}`,
      fromId: buyerId,
    };
    await deliver(successfulPaymentUpdate(payment));
    await deliver(successfulPaymentUpdate(payment));

    const stored = await orderRow(order.id);
    expect(stored).toMatchObject({
      paymentStatus: 'paid',
      telegramPaymentChargeId: payment.chargeId,
      providerPaymentChargeId: `provider-${payment.chargeId}`,
    });
    expect(stored.paidAt).toBeInstanceOf(Date);
    const paidEvents = (await eventNotes(order.id)).filter((note) => note?.startsWith(texts.paidEvent));
    expect(paidEvents).toHaveLength(1);
    expect(sentTo(buyerId)).toEqual([
      `Спасибо! Заказ №${order.number} на ${formatKopecks(order.totals.totalKopecks)} оплачен. Мы напишем здесь, когда его подтвердим.`,
    ]);
    // The hold job is ended: a runner finds nothing to do even once its time has come.
    await expireHold(order.id);
    expect(await runJobs()).toBe(0);
    expect((await orderRow(order.id)).status).not.toBe('cancelled');

    // A second, different charge of the paid order: the order stays paid by the first, the extra is noted.
    telegram.reset();
    await deliver(successfulPaymentUpdate({ ...payment, chargeId: `charge-twice-${kind}` }));
    expect(await orderRow(order.id)).toMatchObject({
      paymentStatus: 'paid',
      telegramPaymentChargeId: payment.chargeId,
    });
    const notes = await eventNotes(order.id);
    expect(notes.filter((note) => note?.startsWith(texts.paidEvent))).toHaveLength(1);
    expect(notes.some((note) => note?.includes(`charge-twice-${kind}`))).toBe(true);
    expect(notes).toContain(texts.extraManualRefundEvent);
    expect(sentTo(buyerId)).toEqual([
      `Заказ №${order.number} уже был оплачен, эта оплата лишняя. Мы вернём деньги и напишем вам.`,
    ]);
    expect(staffPaymentNotices()).toEqual([
      `Лишняя оплата ${formatKopecks(order.totals.totalKopecks)} уже оплаченного заказа №${order.number}. Верните деньги вручную.`,
    ]);
  });

  it('cancels an order unpaid in time: stock back, «Не оплачен вовремя», the buyer told, once', async () => {
    const product = await newProduct(5);
    const buyerId = 7_100_002;
    const order = await buyerOrder(buyerId, product);
    expect(await stockOf(product)).toBe(4);
    // Not due yet: nothing happens.
    expect(await runJobs()).toBe(0);

    await expireHold(order.id);
    expect(await runJobs()).toBe(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await stockOf(product)).toBe(5);
    const notes = await eventNotes(order.id);
    expect(notes.filter((note) => note === texts.holdExpiredEvent)).toHaveLength(1);
    expect(sentTo(buyerId)).toEqual([texts.holdExpiredNotice(order.number)]);

    // Again: the job is done, and even run by hand twice it changes nothing.
    telegram.reset();
    expect(await runJobs()).toBe(0);
    const handler = paymentHoldHandler({
      db,
      log: t.deps.log,
      outbox: shopOutbox,
      onStockChanged: () => {},
    });
    await handler({
      id: 0,
      kind: PAYMENT_HOLD_JOB,
      key: null,
      payload: { orderId: order.id },
      attempts: 1,
    } as never);
    await sender.drain();
    expect(await stockOf(product)).toBe(5);
    expect((await eventNotes(order.id)).filter((note) => note === texts.holdExpiredEvent)).toHaveLength(1);
    expect(telegram.callsTo('sendMessage')).toEqual([]);
  });

  it('leaves a paid order alone when its hold time comes', async () => {
    const product = await newProduct(5);
    const order = await guestOrder(product);
    // Paid but the job still there (say the payment came as the runner claimed it).
    await db
      .update(schema.orders)
      .set({ paymentStatus: 'paid', paidAt: new Date() })
      .where(sql`${schema.orders.id} = ${order.id}`);
    await expireHold(order.id);
    expect(await runJobs()).toBe(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(await stockOf(product)).toBe(3);
    expect(await eventNotes(order.id)).not.toContain(texts.holdExpiredEvent);
  });

  it('keeps a payment that came after the hold cancelled the order and tells the staff to refund it', async () => {
    const product = await newProduct(5);
    const buyerId = 7_100_003;
    const order = await buyerOrder(buyerId, product);
    await expireHold(order.id);
    expect(await runJobs()).toBe(1);
    telegram.reset();

    const chargeId = `late-${kind}`;
    await deliver(
      successfulPaymentUpdate({
        payload: invoicePayload(secret(), order.id),
        totalAmount: order.totals.totalKopecks,
        chargeId,
        fromId: buyerId,
      }),
    );
    expect(await orderRow(order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      telegramPaymentChargeId: chargeId,
    });
    const notes = await eventNotes(order.id);
    expect(notes.some((note) => note?.startsWith(texts.latePaymentEvent) && note.includes(chargeId))).toBe(
      true,
    );
    expect(notes).toContain(texts.lateManualRefundEvent);
    expect(sentTo(buyerId)).toEqual([texts.lateBuyerNotice(order.number)]);
    expect(staffPaymentNotices()).toEqual([
      texts.lateStaffNotice(order.number, formatKopecks(order.totals.totalKopecks), false),
    ]);
    expect(telegram.callsTo('refundStarPayment')).toEqual([]);

    // The same update again changes nothing.
    telegram.reset();
    await deliver(
      successfulPaymentUpdate({
        payload: invoicePayload(secret(), order.id),
        totalAmount: order.totals.totalKopecks,
        chargeId,
        fromId: buyerId,
      }),
    );
    expect(await eventNotes(order.id)).toEqual(notes);
    expect(telegram.callsTo('sendMessage')).toEqual([]);
  });

  it('gives Stars of a late payment back at once and leaves the order unpaid: Stars never pay a rouble invoice', async () => {
    const product = await newProduct(5);
    const buyerId = 7_100_004;
    const order = await buyerOrder(buyerId, product);
    await expireHold(order.id);
    expect(await runJobs()).toBe(1);
    telegram.reset();

    const chargeId = `stars-${kind}`;
    await deliver(
      successfulPaymentUpdate({
        payload: invoicePayload(secret(), order.id),
        totalAmount: 150,
        currency: 'XTR',
        chargeId,
        fromId: buyerId,
      }),
    );
    const [refund] = telegram.callsTo('refundStarPayment');
    expect(refund?.payload).toMatchObject({ user_id: buyerId, telegram_payment_charge_id: chargeId });
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await eventNotes(order.id)).toContain(texts.starsRefundedEvent);
    expect(staffPaymentNotices()).toEqual([
      texts.wrongAmountStaffNotice(order.number, '150 ⭐', formatKopecks(order.totals.totalKopecks), true),
    ]);
  });

  it('never marks paid a payment that is not what the invoice asked, and keeps it as a problem for staff', async () => {
    const product = await newProduct(10);
    const problems = () => db.select().from(schema.paymentProblems).orderBy(schema.paymentProblems.id);
    const before = (await problems()).length;
    const wrongs: [number, { totalAmount?: number; currency?: string }][] = [
      [1, { totalAmount: 1 }],
      [2, { currency: 'USD' }],
    ];
    for (const [n, wrong] of wrongs) {
      const buyerId = 7_100_010 + n;
      const order = await buyerOrder(buyerId, product);
      const chargeId = `wrong-${n}-${kind}`;
      const update = successfulPaymentUpdate({
        payload: invoicePayload(secret(), order.id),
        totalAmount: order.totals.totalKopecks,
        chargeId,
        fromId: buyerId,
        ...wrong,
      });
      await deliver(update);
      // Telegram sending the same payment again adds nothing.
      await deliver(update);
      expect(await orderRow(order.id)).toMatchObject({
        paymentStatus: 'unpaid',
        telegramPaymentChargeId: null,
      });
      expect(sentTo(buyerId)).toEqual([texts.wrongAmountBuyerNotice(order.number)]);
      const paid =
        'totalAmount' in wrong
          ? paidAmountText('RUB', 1)
          : `${order.totals.totalKopecks} USD (в минимальных единицах валюты)`;
      expect(staffPaymentNotices()).toEqual([
        texts.wrongAmountStaffNotice(order.number, paid, formatKopecks(order.totals.totalKopecks), false),
      ]);
      const notes = await eventNotes(order.id);
      expect(
        notes.some((note) =>
          note?.startsWith(texts.wrongAmountEvent(paid, formatKopecks(order.totals.totalKopecks))),
        ),
      ).toBe(true);
      expect(notes.some((note) => note?.startsWith(texts.paidEvent))).toBe(false);
      // Still to be paid: the hold keeps running and the right payment is taken.
      expect((await holdJob(order.id))?.doneAt ?? null).toBeNull();
      telegram.reset();
      await deliver(
        successfulPaymentUpdate({
          payload: invoicePayload(secret(), order.id),
          totalAmount: order.totals.totalKopecks,
          chargeId: `right-${n}-${kind}`,
          fromId: buyerId,
        }),
      );
      expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid' });
      telegram.reset();
    }
    const kept = (await problems()).slice(before);
    expect(kept.map((row) => [row.kind, row.currency, row.totalAmount, row.resolvedAt])).toEqual([
      ['wrong_amount', 'RUB', 1, null],
      ['wrong_amount', 'USD', expect.any(Number), null],
    ]);
  });

  it('keeps a payment naming no order of the shop as a problem, and tells the payer and the staff', async () => {
    const chargeId = `unknown-${kind}`;
    await deliver(
      successfulPaymentUpdate({ payload: 'not-an-order', totalAmount: 99_900, chargeId, fromId: 7_100_020 }),
    );
    expect(sentTo(7_100_020)).toEqual([texts.unknownPaymentNotice]);
    expect(staffPaymentNotices()).toEqual([texts.unknownOrderStaffNotice(formatKopecks(99_900), chargeId)]);
    const [problem] = await db
      .select()
      .from(schema.paymentProblems)
      .where(sql`${schema.paymentProblems.telegramChargeId} = ${chargeId}`);
    expect(problem).toMatchObject({ kind: 'unknown_order', orderId: null, totalAmount: 99_900 });
  });

  it('holds the stock of an order paid in Telegram until its payment is due, and not of a cash order', async () => {
    const product = await newProduct(5);
    const cash = await guestOrder(product, 'cash');
    const online = await guestOrder(product);
    expect(await holdJob(cash.id)).toBeUndefined();
    const hold = await holdJob(online.id);
    expect(hold).toMatchObject({ kind: PAYMENT_HOLD_JOB, payload: { orderId: online.id } });
    expect((await orderRow(online.id)).paymentDueAt).toEqual(hold!.runAt);
  });

  it('tells the storefront whether it may offer payment in Telegram and until when an order holds its goods', async () => {
    const options = async (shop: TestApp['app']) =>
      (await json(await shop.request('/api/settings/payment-options'))).data;
    expect((await options(app)).telegram).toEqual({ available: true, holdMinutes: 30 });
    expect((await options(offApp)).telegram).toEqual({ available: false, holdMinutes: 30 });

    const product = await newProduct(5);
    const online = await guestOrder(product);
    const cash = await guestOrder(product, 'cash');
    const seen = async (order: PlacedOrder) =>
      (await json(await app.request(`/api/orders/${order.id}?token=${order.accessToken}`))).data;
    expect((await seen(online)).paymentDueAt).toBe((await orderRow(online.id)).paymentDueAt?.toISOString());
    expect((await seen(cash)).paymentDueAt).toBeNull();
  });
});
