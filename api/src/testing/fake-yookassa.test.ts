import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeYookassa, startFakeYookassa } from './fake-yookassa';

const SHOP = { shopId: '123456', secretKey: 'test_secret' };
const AUTH = `Basic ${Buffer.from(`${SHOP.shopId}:${SHOP.secretKey}`).toString('base64')}`;

const payment = (extra: Record<string, unknown> = {}) => ({
  amount: { value: '100.00', currency: 'RUB' },
  capture: true,
  confirmation: { type: 'redirect', return_url: 'https://shop.example/back' },
  description: 'Заказ №1',
  ...extra,
});

const receipt = (items: { value: string; quantity: number }[], customer: object = { email: 'a@b.ru' }) => ({
  customer,
  items: items.map(({ value, quantity }) => ({
    description: 'Платье',
    quantity,
    amount: { value, currency: 'RUB' },
    vat_code: 1,
    payment_mode: 'full_payment',
    payment_subject: 'commodity',
  })),
});

describe('the fake ЮKassa refuses what the API refuses', () => {
  let fake: FakeYookassa;
  let strict: FakeYookassa;
  beforeAll(async () => {
    fake = await startFakeYookassa(SHOP);
    strict = await startFakeYookassa({ ...SHOP, requireReceipt: true });
  });
  afterAll(async () => {
    await fake.close();
    await strict.close();
  });

  async function post(to: FakeYookassa, body: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${to.apiRoot}/payments`, {
      method: 'POST',
      headers: {
        authorization: AUTH,
        'content-type': 'application/json',
        'idempotence-key': randomUUID(),
        ...headers,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('a POST without an Idempotence-Key, or with one over 64 characters', async () => {
    const without = await fetch(`${fake.apiRoot}/payments`, {
      method: 'POST',
      headers: { authorization: AUTH, 'content-type': 'application/json' },
      body: JSON.stringify(payment()),
    });
    expect(without.status).toBe(400);
    expect(await without.json()).toMatchObject({
      type: 'error',
      code: 'invalid_request',
      parameter: 'Idempotence-Key',
    });
    const long = await post(fake, payment(), { 'idempotence-key': 'k'.repeat(65) });
    expect(long).toMatchObject({ status: 400, body: { parameter: 'Idempotence-Key' } });
    expect((await post(fake, payment(), { 'idempotence-key': 'k'.repeat(64) })).status).toBe(200);
  });

  it('wrong or missing credentials', async () => {
    expect(await post(fake, payment(), { authorization: 'Basic bm9ib2R5Om5vdGhpbmc=' })).toMatchObject({
      status: 401,
      body: { type: 'error', code: 'invalid_credentials' },
    });
    expect((await fetch(`${fake.apiRoot}/payments/${randomUUID()}`)).status).toBe(401);
  });

  it.each([
    ['amount.value', { amount: { value: '100.001', currency: 'RUB' } }],
    ['amount.value', { amount: { value: 100, currency: 'RUB' } }],
    ['amount.value', { amount: { value: '0.00', currency: 'RUB' } }],
    ['amount.currency', { amount: { value: '100.00', currency: 'rub' } }],
    ['confirmation.return_url', { confirmation: { type: 'redirect' } }],
    ['description', { description: 'а'.repeat(129) }],
    ['metadata', { metadata: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, 'v'])) }],
    ['metadata', { metadata: { orderId: 42 } }],
  ])('a payment with a bad %s', async (parameter, extra) => {
    expect(await post(fake, payment(extra))).toMatchObject({
      status: 400,
      body: { type: 'error', code: 'invalid_request', parameter },
    });
  });

  it('the same request with its keys in another order is the same request', async () => {
    const key = randomUUID();
    const first = await post(fake, payment(), { 'idempotence-key': key });
    const { description, ...rest } = payment();
    const again = await post(fake, { description, ...rest }, { 'idempotence-key': key });
    expect(again.body.id).toBe(first.body.id);
  });

  it('a receipt when the shop must send one: present, with a customer, adding up to the amount', async () => {
    expect(await post(strict, payment())).toMatchObject({ status: 400, body: { parameter: 'receipt' } });
    expect(
      await post(strict, payment({ receipt: receipt([{ value: '100.00', quantity: 1 }], {}) })),
    ).toMatchObject({ status: 400, body: { parameter: 'receipt.customer' } });
    expect(
      await post(strict, payment({ receipt: receipt([{ value: '33.33', quantity: 3 }]) })),
    ).toMatchObject({
      status: 400,
      body: { parameter: 'receipt.items' },
    });
    const fine = await post(
      strict,
      payment({
        receipt: receipt([
          { value: '30.00', quantity: 2 },
          { value: '40.00', quantity: 1 },
        ]),
      }),
    );
    expect(fine.status).toBe(200);
  });

  it('unknown payments, refunds and confirmation pages are 404', async () => {
    for (const path of [`/payments/${randomUUID()}`, `/refunds/${randomUUID()}`]) {
      const response = await fetch(`${fake.apiRoot}${path}`, { headers: { authorization: AUTH } });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ type: 'error', code: 'not_found' });
    }
    expect((await fetch(`${fake.apiRoot.replace('/v3', '')}/checkout/${randomUUID()}`)).status).toBe(404);
  });

  it('the confirmation page offers «Оплатить» and «Отменить» while the payment is pending', async () => {
    const created = await post(fake, payment());
    const url = (created.body.confirmation as { confirmation_url: string }).confirmation_url;
    const page = await (await fetch(url)).text();
    expect(page).toContain('>Оплатить</button>');
    expect(page).toContain('>Отменить</button>');
  });

  it('refunds only a succeeded payment, once per key, never past what is left of it', async () => {
    const refund = (body: unknown, key: string | null = randomUUID()) =>
      fetch(`${fake.apiRoot}/refunds`, {
        method: 'POST',
        headers: {
          authorization: AUTH,
          'content-type': 'application/json',
          ...(key ? { 'idempotence-key': key } : {}),
        },
        body: JSON.stringify(body),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
      }));
    const created = await post(fake, payment());
    const id = created.body.id as string;
    const amount = (value: string) => ({ payment_id: id, amount: { value, currency: 'RUB' } });

    // Not paid yet.
    expect(await refund(amount('10.00'))).toMatchObject({ status: 400, body: { parameter: 'payment_id' } });
    const url = (created.body.confirmation as { confirmation_url: string }).confirmation_url;
    await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });

    expect((await refund(amount('10.00'), null)).status).toBe(400);
    const key = randomUUID();
    const first = await refund(amount('60.00'), key);
    expect(first).toMatchObject({ status: 200, body: { status: 'succeeded', amount: { value: '60.00' } } });
    // The same key gives the same refund, not a second one.
    expect(await refund(amount('60.00'), key)).toEqual(first);
    expect([...fake.refunds.values()].filter((made) => made.payment_id === id)).toHaveLength(1);
    // 40.00 is left of 100.00.
    expect(await refund(amount('40.01'))).toMatchObject({ status: 400, body: { parameter: 'amount.value' } });
    expect((await refund(amount('40.00'))).status).toBe(200);
    expect(fake.payments.get(id)).toMatchObject({ refundable: false, refunded_amount: { value: '100.00' } });
  });
});
