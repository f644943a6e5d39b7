import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeNotification, type FakeYookassa, startFakeYookassa } from '../../testing/fake-yookassa';
import {
  type CreatePaymentBody,
  createYookassaClient,
  kopecksOf,
  rubAmount,
  type YookassaClient,
  YookassaError,
} from './yookassa-client';

const SHOP = { shopId: '123456', secretKey: 'test_secret' };
const RETURN_URL = 'https://shop.example/orders/42?paid=1';

const paymentOf = (kopecks: number): CreatePaymentBody => ({
  amount: rubAmount(kopecks),
  capture: true,
  confirmation: { type: 'redirect', return_url: RETURN_URL },
  description: 'Заказ №42',
  metadata: { orderId: '42' },
});

/** What the buyer's browser does on the confirmation page: posts one of its two forms. */
async function pressOnConfirmationPage(confirmationUrl: string, button: 'Оплатить' | 'Отменить') {
  const page = await (await fetch(confirmationUrl)).text();
  const action = new RegExp(`<form method="post" action="([^"]+)"><button type="submit">${button}<`).exec(
    page,
  )?.[1];
  expect(action, `no «${button}» on the page`).toBeDefined();
  return fetch(new URL(action!, confirmationUrl), { method: 'POST', redirect: 'manual' });
}

async function caught(promise: Promise<unknown>): Promise<YookassaError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(YookassaError);
  return error as YookassaError;
}

describe('kopecks and the API amounts', () => {
  it.each([
    [1, '0.01'],
    [99, '0.99'],
    [100, '1.00'],
    [123450, '1234.50'],
    [123456789, '1234567.89'],
    [0, '0.00'],
  ])('%i kopecks is "%s" and back', (kopecks, value) => {
    expect(rubAmount(kopecks)).toEqual({ value, currency: 'RUB' });
    expect(kopecksOf({ value, currency: 'RUB' })).toBe(kopecks);
  });

  it('reads one decimal and whole roubles, refuses what is not an amount', () => {
    expect(kopecksOf({ value: '1234.5', currency: 'RUB' })).toBe(123450);
    expect(kopecksOf({ value: '7', currency: 'RUB' })).toBe(700);
    expect(() => kopecksOf({ value: '1.234', currency: 'RUB' })).toThrow(RangeError);
    expect(() => kopecksOf({ value: '-1.00', currency: 'RUB' })).toThrow(RangeError);
    expect(() => rubAmount(1.5)).toThrow(RangeError);
    expect(() => rubAmount(-1)).toThrow(RangeError);
  });
});

describe('the ЮKassa client against the fake', () => {
  let fake: FakeYookassa;
  let client: YookassaClient;
  let receiver: Server | null = null;

  beforeEach(async () => {
    fake = await startFakeYookassa(SHOP);
    client = createYookassaClient({ ...SHOP, apiRoot: fake.apiRoot, timeoutMs: 1_000 });
  });
  afterEach(async () => {
    await fake.close();
    await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(null)));
    receiver = null;
  });

  it('creates a payment, the buyer pays on the confirmation page, and the payment then reads succeeded', async () => {
    const created = await client.createPayment(paymentOf(129_900), randomUUID());
    expect(created).toMatchObject({
      status: 'pending',
      paid: false,
      amount: { value: '1299.00', currency: 'RUB' },
    });
    expect(created.metadata).toEqual({ orderId: '42' });

    const back = await pressOnConfirmationPage(created.confirmation!.confirmation_url!, 'Оплатить');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(RETURN_URL);

    const read = await client.getPayment(created.id);
    expect(read).toMatchObject({ id: created.id, status: 'succeeded', paid: true, refundable: true });
    expect(kopecksOf(read.amount)).toBe(129_900);
  });

  it('a payment the buyer cancels reads canceled with the reason', async () => {
    const created = await client.createPayment(paymentOf(5_000), randomUUID());
    await pressOnConfirmationPage(created.confirmation!.confirmation_url!, 'Отменить');
    const read = await client.getPayment(created.id);
    expect(read).toMatchObject({ status: 'canceled', paid: false });
    expect(read.cancellation_details?.reason).toBe('expired_on_confirmation');
  });

  it('the same key twice gives one payment', async () => {
    const key = randomUUID();
    const first = await client.createPayment(paymentOf(10_000), key);
    const second = await client.createPayment(paymentOf(10_000), key);
    expect(second.id).toBe(first.id);
    expect(fake.payments.size).toBe(1);
  });

  it('the same key with another body is refused and is not retryable', async () => {
    const key = randomUUID();
    await client.createPayment(paymentOf(10_000), key);
    const error = await caught(client.createPayment(paymentOf(20_000), key));
    expect(error).toMatchObject({ status: 400, code: 'invalid_request', parameter: 'Idempotence-Key' });
    expect(error.retryable).toBe(false);
    expect(fake.payments.size).toBe(1);
  });

  it('a 500 whose payment was made, then the same key again, gives one payment', async () => {
    const key = randomUUID();
    fake.failNext(1, 'error-after-processing');
    const error = await caught(client.createPayment(paymentOf(10_000), key));
    expect(error).toMatchObject({ status: 500, code: 'internal_server_error', retryable: true });

    const retried = await client.createPayment(paymentOf(10_000), key);
    expect(fake.payments.size).toBe(1);
    expect(fake.payments.has(retried.id)).toBe(true);
  });

  it('a 500 before anything was made, then the same key again, makes the payment once', async () => {
    const key = randomUUID();
    fake.failNext(1, 'error');
    expect((await caught(client.createPayment(paymentOf(10_000), key))).retryable).toBe(true);
    expect(fake.payments.size).toBe(0);
    await client.createPayment(paymentOf(10_000), key);
    await client.createPayment(paymentOf(10_000), key);
    expect(fake.payments.size).toBe(1);
  });

  it('an answer that does not come in time is a retryable timeout', async () => {
    fake.failNext(1, 'hang');
    const started = Date.now();
    const error = await caught(client.getPayment('any'));
    expect(error).toMatchObject({ status: null, code: 'timeout', retryable: true });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('wrong credentials are a 401 that a retry does not fix', async () => {
    const stranger = createYookassaClient({ ...SHOP, secretKey: 'wrong', apiRoot: fake.apiRoot });
    const error = await caught(stranger.createPayment(paymentOf(100), randomUUID()));
    expect(error).toMatchObject({ status: 401, code: 'invalid_credentials', retryable: false });
  });

  it('an unknown payment is a 404', async () => {
    const error = await caught(client.getPayment(randomUUID()));
    expect(error).toMatchObject({ status: 404, code: 'not_found', retryable: false });
  });

  it('refunds: more than paid is refused, a part then the rest are accepted', async () => {
    const created = await client.createPayment(paymentOf(10_000), randomUUID());
    const refundOf = (kopecks: number) => ({ payment_id: created.id, amount: rubAmount(kopecks) });

    const beforePaid = await caught(client.createRefund(refundOf(1_000), randomUUID()));
    expect(beforePaid).toMatchObject({ status: 400, parameter: 'payment_id' });

    await pressOnConfirmationPage(created.confirmation!.confirmation_url!, 'Оплатить');
    const tooMuch = await caught(client.createRefund(refundOf(10_001), randomUUID()));
    expect(tooMuch).toMatchObject({ status: 400, code: 'invalid_request', parameter: 'amount.value' });

    const part = await client.createRefund(refundOf(2_550), randomUUID());
    expect(part).toMatchObject({ payment_id: created.id, status: 'succeeded', amount: { value: '25.50' } });
    expect(await client.getRefund(part.id)).toEqual(part);
    const afterPart = await client.getPayment(created.id);
    expect(afterPart.refunded_amount?.value).toBe('25.50');
    expect(afterPart.refundable).toBe(true);

    const overRest = await caught(client.createRefund(refundOf(7_451), randomUUID()));
    expect(overRest.parameter).toBe('amount.value');
    await client.createRefund(refundOf(7_450), randomUUID());
    const afterAll = await client.getPayment(created.id);
    expect(afterAll).toMatchObject({ refunded_amount: { value: '100.00' }, refundable: false });
  });

  it('notifications of a payment and a refund reach the shop, and one can be sent again', async () => {
    const received: FakeNotification[] = [];
    receiver = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => {
        received.push(JSON.parse(text));
        response.end();
      });
    });
    await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
    await fake.close();
    fake = await startFakeYookassa({
      ...SHOP,
      notificationUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/yookassa`,
    });
    client = createYookassaClient({ ...SHOP, apiRoot: fake.apiRoot });

    const created = await client.createPayment(paymentOf(10_000), randomUUID());
    await pressOnConfirmationPage(created.confirmation!.confirmation_url!, 'Оплатить');
    const refund = await client.createRefund(
      { payment_id: created.id, amount: rubAmount(10_000) },
      randomUUID(),
    );
    await fake.notificationsSettled();
    expect(received.map((note) => [note.type, note.event, note.object.id])).toEqual([
      ['notification', 'payment.succeeded', created.id],
      ['notification', 'refund.succeeded', refund.id],
    ]);
    expect(received[0]?.object).toMatchObject({
      status: 'succeeded',
      paid: true,
      amount: { value: '100.00' },
    });

    expect(await fake.resendNotification('payment.succeeded', created.id)).toBe(200);
    expect(received.at(-1)).toMatchObject({ event: 'payment.succeeded', object: { id: created.id } });
    expect(received).toHaveLength(3);
  });
});
