import { randomUUID } from 'node:crypto';
import { schema } from '@shop/db';
import { createProduct, createPromocode, sql, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_MAIL_JOB } from '../jobs/buyer-mail';
import { createJobRunner, type JobRunner } from '../jobs/job-runner';
import { shopJobHandlers } from '../jobs/shop-jobs';
import { smtpMailer } from '../mail/mailer';
import { disabledOutbox } from '../telegram/outbox';
import { bearer, tokenFor } from '../testing/auth-fixtures';
import { cartRequests } from '../testing/cart-requests';
import { type SmtpInbox, startSmtpInbox } from '../testing/smtp-inbox';
import { createTestApp, json, type TestApp } from '../testing/test-app';

const PUBLIC_URL = 'https://shop.example';
const checkout = {
  contact: { name: 'Анна Смирнова', phone: '8 (900) 123-45-67', email: 'anna@example.com' },
  address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17', apartment: '4' },
  shippingMethodId: 'courier',
  paymentMethod: 'cash',
};

const placeOrder = (t: TestApp, body: unknown, token?: string, key = randomUUID()) =>
  t.app.request('/api/orders', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': key,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

const mailJobs = (t: TestApp) =>
  t.deps.database.db.select().from(schema.jobs).where(sql`${schema.jobs.kind} = ${BUYER_MAIL_JOB}`);

async function addCourier(t: TestApp) {
  await t.deps.database.db.insert(schema.shippingMethods).values({
    id: 'courier',
    name: 'Курьер',
    priceKopecks: 30_050,
    estimatedDays: '1-2 дня',
    isDefault: true,
  });
}

describe.each(testDatabaseKinds())('order letters on %s', (kind) => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let runner: JobRunner;
  const db = () => t.deps.database.db;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(kind, {
      config: { publicUrl: PUBLIC_URL },
      deps: { mailer: smtpMailer({ smtpUrl: inbox.url, from: 'Ласточка <shop@shop.example>' }) },
    });
    runner = createJobRunner({
      db: db(),
      log: t.deps.log,
      pollMs: 0,
      handlers: shopJobHandlers({
        db: db(),
        outbox: disabledOutbox,
        log: t.deps.log,
        onStockChanged: () => {},
        mailer: t.deps.mailer,
      }),
    });
    await addCourier(t);
  });
  afterAll(async () => {
    await runner.stop();
    t.deps.mailer?.close();
    await t.close();
    await inbox.close();
  });

  it('mails a signed-in buyer her order once, with the sums of its page, and its shipping', async () => {
    const token = await tokenFor(t, 'user');
    const cart = cartRequests(t, token);
    const product = await createProduct(db(), { priceKopecks: 123_456 });
    const code = await createPromocode(db(), { discountType: 'percentage', discountValue: 10 });
    await cart.add({ productId: product.id, size: 'M', color: 'BLK', quantity: 3 });
    expect((await cart.applyPromocode(code.code)).status).toBe(200);

    const placed = await placeOrder(t, checkout, token);
    expect(placed.status).toBe(201);
    const order = (await json(placed)).data;
    const page = (await json(await t.app.request(`/api/orders/${order.id}`, { headers: bearer(token) })))
      .data;
    // 3 × 1 234,56 ₽ = 3 703,68 ₽; 10 % = 370,37 ₽; + 300,50 ₽ shipping; 3 % cash fee on 3 633,81 ₽ = 109,01 ₽.
    expect(page.totals).toEqual({
      subtotalKopecks: 370_368,
      discountKopecks: 37_037,
      shippingKopecks: 30_050,
      paymentFeeKopecks: 10_901,
      totalKopecks: 374_282,
    });

    expect(await runner.runDue()).toBeGreaterThanOrEqual(1);
    const mail = await inbox.nextTo('anna@example.com');
    expect(mail.headers).toMatch(/^Content-Type: multipart\/alternative/im);
    for (const row of [
      `Заказ №${page.number} принят.`,
      `${product.name.ru} · M · `,
      '1 234,56 ₽ × 3 = 3 703,68 ₽',
      'Товары: 3 703,68 ₽',
      `Скидка по промокоду ${code.code}: −370,37 ₽`,
      'Доставка: Курьер: 300,50 ₽',
      'Комиссия за оплату при получении: 109,01 ₽',
      'Итого: 3 742,82 ₽',
      'Адрес: Москва, ул. Покровка, д. 17, кв. 4',
      `Страница заказа: ${PUBLIC_URL}/order-confirmation/${order.id}`,
    ]) {
      expect(mail.text.replace(/\u00a0|\u202f/g, ' ')).toContain(row);
    }

    expect(mail.html).toMatch(/<b>Итого<\/b>.*<b>3\u00a0742,82\u00a0₽<\/b>/s);
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/order-confirmation/${order.id}">`);

    // A second run finds nothing left: the letter went once.
    expect(await runner.runDue()).toBe(0);
    await expect(inbox.nextTo('anna@example.com', 300)).rejects.toThrow(/no letter/);

    const admin = await tokenFor(t, 'admin');
    for (const status of ['confirmed', 'processing', 'shipped'] as const) {
      const moved = await t.app.request(`/api/admin/orders/${order.id}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(admin) },
        body: JSON.stringify({ status }),
      });
      expect(moved.status).toBe(200);
    }
    await runner.runDue();
    const shipped = await inbox.nextTo('anna@example.com');
    expect(shipped.text).toContain(`Заказ №${page.number} отправлен.`);
    expect(shipped.text).toContain(`${PUBLIC_URL}/order-confirmation/${order.id}`);
    // Confirmed and processing are told in Telegram only.
    await expect(inbox.nextTo('anna@example.com', 300)).rejects.toThrow(/no letter/);
  });

  it("links a guest's letter with the token of her confirmation page, and tries again when SMTP fails", async () => {
    const product = await createProduct(db(), { priceKopecks: 99_999 });
    inbox.refuseNext(1);
    const body = {
      ...checkout,
      contact: { ...checkout.contact, email: 'guest@example.com' },
      lines: [{ productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity: 1 }],
    };
    const key = randomUUID();
    const placed = await placeOrder(t, body, undefined, key);
    expect(placed.status).toBe(201);
    const order = (await json(placed)).data;
    // The same request again (a lost answer) is the same order and queues no second letter.
    const repeated = await placeOrder(t, body, undefined, key);
    expect(repeated.headers.get('Idempotent-Replayed')).toBe('true');
    const guestJobs = async () =>
      (await mailJobs(t)).filter((row) => (row.payload as { to: string }).to === 'guest@example.com');
    expect(await guestJobs()).toHaveLength(1);

    await runner.runDue();
    const [job] = (await mailJobs(t)).filter(
      (row) => (row.payload as { to: string }).to === 'guest@example.com',
    );
    expect(job).toMatchObject({ attempts: 1, doneAt: null });
    expect(job!.lastError).toContain('451');
    // The retry is due later; bring it forward rather than wait.
    await db().update(schema.jobs).set({ runAt: new Date() }).where(sql`${schema.jobs.id} = ${job!.id}`);
    await runner.runDue();

    const mail = await inbox.nextTo('guest@example.com');
    expect(mail.text).toContain(`${PUBLIC_URL}/order-confirmation/${order.id}?token=${order.accessToken}`);
  });
});

describe.each(testDatabaseKinds())('order letters without SMTP on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { publicUrl: PUBLIC_URL } });
    await addCourier(t);
  });
  afterAll(() => t.close());

  it('places the order and queues no letter', async () => {
    const product = await createProduct(t.deps.database.db);
    const placed = await placeOrder(t, {
      ...checkout,
      lines: [{ productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity: 1 }],
    });
    expect(placed.status).toBe(201);
    expect(await mailJobs(t)).toEqual([]);
  });
});
