/**
 * A fake ЮKassa API v3 on 127.0.0.1 for tests, strict where the documentation is: Basic auth with the shop id and
 * secret key (401 invalid_credentials), an Idempotence-Key on every POST (at most 64 characters; the same key and
 * the same request give the first answer again, the same key with another request is refused), amounts as
 * "123.45" strings, 400 invalid_request naming the `parameter`, 404 not_found for an unknown id. Only RUB, only
 * the redirect confirmation and automatic capture are modelled, which is what the shop uses.
 *
 * The confirmation_url leads to a tiny page with «Оплатить» and «Отменить»: each posts a form that settles the
 * payment and sends the browser to the return_url. After each change a notification is posted to
 * `notificationUrl` when one is set. `failNext` makes the next API requests answer 500 or never answer.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const MAX_IDEMPOTENCE_KEY = 64;
const MAX_DESCRIPTION = 128;
const MAX_METADATA_KEYS = 16;
const MAX_METADATA_KEY = 32;
const MAX_METADATA_VALUE = 512;
const AMOUNT_VALUE = /^(0|[1-9]\d*)(?:\.(\d{1,2}))?$/;
const QUANTITY = /^(0|[1-9]\d*)(?:\.(\d{1,3}))?$/;
const PAYMENT_MODES = ['full_prepayment', 'full_payment', 'partial_prepayment', 'advance', 'partial_payment'];
const PAYMENT_SUBJECTS = ['commodity', 'service', 'payment', 'another'];

type Json = Record<string, unknown>;
type Amount = { value: string; currency: string };

type FakeEvent = 'payment.succeeded' | 'payment.canceled' | 'refund.succeeded';
type FailureMode = 'error' | 'error-after-processing' | 'hang';

interface FakePayment extends Json {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: Amount;
  refundable: boolean;
  refunded_amount?: Amount;
  metadata: Record<string, string>;
  confirmation?: { type: 'redirect'; confirmation_url: string };
  cancellation_details?: { party: string; reason: string };
}

interface FakeRefund extends Json {
  id: string;
  payment_id: string;
  status: 'succeeded';
  amount: Amount;
}

export interface FakeNotification {
  type: 'notification';
  event: FakeEvent;
  object: FakePayment | FakeRefund;
}

export interface FakeYookassaOptions {
  shopId: string;
  secretKey: string;
  /** Refuse payments and refunds without a 54-ФЗ receipt, as a shop that sends receipts through ЮKassa must. */
  requireReceipt?: boolean;
  notificationUrl?: string;
}

export interface FakeYookassa {
  /** The API root to give the client, http://127.0.0.1:<port>/v3. */
  apiRoot: string;
  payments: ReadonlyMap<string, FakePayment>;
  refunds: ReadonlyMap<string, FakeRefund>;
  /** Notifications posted so far, with the status the receiver answered (null when it could not be reached). */
  notifications: readonly { body: FakeNotification; status: number | null }[];
  failNext(count: number, mode: FailureMode): void;
  /** Posts the notification of `event` for an object again, as ЮKassa does when it is unsure it was received. */
  resendNotification(event: FakeEvent, objectId: string): Promise<number | null>;
  /** Waits until every notification sent so far has had its answer. */
  notificationsSettled(): Promise<void>;
  close(): Promise<void>;
}

class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
    readonly parameter?: string,
  ) {
    super(description);
  }
}

const invalid = (parameter: string, description: string) =>
  new RequestError(400, 'invalid_request', description, parameter);

function kopecksOfValue(value: unknown, parameter: string): number {
  if (typeof value !== 'string') throw invalid(parameter, 'Amount value must be a string like "100.00"');
  const match = AMOUNT_VALUE.exec(value);
  if (!match) throw invalid(parameter, `Invalid amount value "${value}"`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const valueOfKopecks = (kopecks: number) => {
  const digits = String(kopecks).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

function amountOf(raw: unknown, parameter: string): { kopecks: number; currency: string } {
  if (!isObject(raw)) throw invalid(parameter, 'Amount is missing');
  const kopecks = kopecksOfValue(raw.value, `${parameter}.value`);
  if (kopecks <= 0) throw invalid(`${parameter}.value`, 'Amount must be greater than zero');
  if (raw.currency !== 'RUB')
    throw invalid(`${parameter}.currency`, `Unsupported currency "${raw.currency}"`);
  return { kopecks, currency: raw.currency };
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkText(value: unknown, parameter: string, max: number, required: boolean): void {
  if (value === undefined && !required) return;
  if (typeof value !== 'string' || value.length === 0 || value.length > max) {
    throw invalid(parameter, `${parameter} must be a string of 1 to ${max} characters`);
  }
}

function checkMetadata(raw: unknown): Record<string, string> {
  if (raw === undefined) return {};
  if (!isObject(raw)) throw invalid('metadata', 'Metadata must be an object');
  const entries = Object.entries(raw);
  if (entries.length > MAX_METADATA_KEYS)
    throw invalid('metadata', `At most ${MAX_METADATA_KEYS} metadata keys`);
  for (const [key, value] of entries) {
    if (key.length > MAX_METADATA_KEY || typeof value !== 'string' || value.length > MAX_METADATA_VALUE) {
      throw invalid('metadata', `Invalid metadata key "${key}"`);
    }
  }
  return raw as Record<string, string>;
}

/** A 54-ФЗ receipt: a customer to send it to and items whose sum is exactly the amount paid or refunded. */
function checkReceipt(raw: unknown, required: boolean, totalKopecks: number): void {
  if (raw === undefined) {
    if (required) throw invalid('receipt', 'Receipt is missing or illegal');
    return;
  }
  if (!isObject(raw)) throw invalid('receipt', 'Receipt must be an object');
  const customer = raw.customer;
  if (!isObject(customer) || (typeof customer.email !== 'string' && typeof customer.phone !== 'string')) {
    throw invalid('receipt.customer', 'Receipt needs the customer email or phone');
  }
  if (!Array.isArray(raw.items) || raw.items.length === 0 || raw.items.length > 100) {
    throw invalid('receipt.items', 'Receipt needs from 1 to 100 items');
  }
  let sumThousandths = 0;
  raw.items.forEach((item: unknown, index: number) => {
    const at = `receipt.items[${index}]`;
    if (!isObject(item)) throw invalid(at, 'Item must be an object');
    checkText(item.description, `${at}.description`, MAX_DESCRIPTION, true);
    const quantity = QUANTITY.exec(String(item.quantity ?? ''));
    const quantityThousandths = quantity
      ? Number(quantity[1]) * 1000 + Number((quantity[2] ?? '').padEnd(3, '0'))
      : 0;
    if (quantityThousandths <= 0) throw invalid(`${at}.quantity`, 'Quantity must be greater than zero');
    const price = amountOf(item.amount, `${at}.amount`);
    if (!Number.isInteger(item.vat_code) || (item.vat_code as number) < 1 || (item.vat_code as number) > 12) {
      throw invalid(`${at}.vat_code`, 'vat_code must be from 1 to 12');
    }
    if (item.payment_mode !== undefined && !PAYMENT_MODES.includes(item.payment_mode as string)) {
      throw invalid(`${at}.payment_mode`, `Unknown payment_mode "${item.payment_mode}"`);
    }
    if (item.payment_subject !== undefined && !PAYMENT_SUBJECTS.includes(item.payment_subject as string)) {
      throw invalid(`${at}.payment_subject`, `Unknown payment_subject "${item.payment_subject}"`);
    }
    sumThousandths += price.kopecks * quantityThousandths;
  });
  if (raw.tax_system_code !== undefined) {
    const code = raw.tax_system_code;
    if (!Number.isInteger(code) || (code as number) < 1 || (code as number) > 6) {
      throw invalid('receipt.tax_system_code', 'tax_system_code must be from 1 to 6');
    }
  }
  if (sumThousandths !== totalKopecks * 1000) {
    throw invalid('receipt.items', 'The sum of the receipt items does not match the amount');
  }
}

/** JSON with sorted keys: the same request sent with its keys in another order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function startFakeYookassa(options: FakeYookassaOptions): Promise<FakeYookassa> {
  const payments = new Map<string, FakePayment>();
  const refunds = new Map<string, FakeRefund>();
  const returnUrls = new Map<string, string>();
  const autoCapture = new Map<string, boolean>();
  const answered = new Map<string, { request: string; status: number; body: Json }>();
  const notifications: { body: FakeNotification; status: number | null }[] = [];
  const pendingNotifications = new Set<Promise<unknown>>();
  const failures: FailureMode[] = [];
  const expectedAuthorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;
  let origin = '';

  function send(response: ServerResponse, status: number, body: Json): void {
    response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
    response.end(JSON.stringify(body));
  }

  const errorBody = (error: RequestError): Json => ({
    type: 'error',
    id: randomUUID(),
    code: error.code,
    description: error.message,
    ...(error.parameter ? { parameter: error.parameter } : {}),
  });

  function notify(event: FakeEvent, object: FakePayment | FakeRefund): Promise<number | null> {
    const url = options.notificationUrl;
    if (!url) return Promise.resolve(null);
    const body: FakeNotification = { type: 'notification', event, object: structuredClone(object) };
    const record: { body: FakeNotification; status: number | null } = { body, status: null };
    notifications.push(record);
    const delivery = fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5_000),
    })
      .then(async (answer) => {
        await answer.body?.cancel();
        record.status = answer.status;
        return answer.status;
      })
      .catch(() => null)
      .finally(() => pendingNotifications.delete(delivery));
    pendingNotifications.add(delivery);
    return delivery;
  }

  function createPayment(body: Json): FakePayment {
    const { kopecks, currency } = amountOf(body.amount, 'amount');
    if (body.capture !== undefined && typeof body.capture !== 'boolean') {
      throw invalid('capture', 'capture must be a boolean');
    }
    const confirmation = body.confirmation;
    if (!isObject(confirmation)) throw invalid('confirmation', 'Confirmation is missing');
    if (confirmation.type !== 'redirect')
      throw invalid('confirmation.type', 'Only the redirect type is supported');
    const returnUrl = confirmation.return_url;
    if (typeof returnUrl !== 'string' || returnUrl.length > 2048 || !URL.canParse(returnUrl)) {
      throw invalid('confirmation.return_url', 'return_url is missing or not a URL');
    }
    checkText(body.description, 'description', MAX_DESCRIPTION, false);
    const metadata = checkMetadata(body.metadata);
    checkReceipt(body.receipt, options.requireReceipt === true, kopecks);
    const id = randomUUID();
    const payment: FakePayment = {
      id,
      status: 'pending',
      paid: false,
      amount: { value: valueOfKopecks(kopecks), currency },
      ...(body.description ? { description: body.description } : {}),
      recipient: { account_id: options.shopId, gateway_id: '1' },
      created_at: new Date().toISOString(),
      confirmation: { type: 'redirect', confirmation_url: `${origin}/checkout/${id}` },
      test: true,
      refundable: false,
      metadata,
    };
    payments.set(id, payment);
    autoCapture.set(id, body.capture === true);
    returnUrls.set(id, returnUrl);
    return payment;
  }

  function createRefund(body: Json): FakeRefund {
    if (typeof body.payment_id !== 'string') throw invalid('payment_id', 'payment_id is missing');
    const payment = payments.get(body.payment_id);
    if (!payment) throw new RequestError(404, 'not_found', 'Payment not found', 'payment_id');
    if (payment.status !== 'succeeded')
      throw invalid('payment_id', 'Only a succeeded payment can be refunded');
    const { kopecks, currency } = amountOf(body.amount, 'amount');
    if (currency !== payment.amount.currency)
      throw invalid('amount.currency', 'Currency differs from the payment');
    const refunded = payment.refunded_amount ? kopecksOfValue(payment.refunded_amount.value, 'refunded') : 0;
    const paid = kopecksOfValue(payment.amount.value, 'amount');
    if (refunded + kopecks > paid) {
      throw invalid('amount.value', 'The refund amount exceeds what is left of the payment');
    }
    checkText(body.description, 'description', 250, false);
    checkReceipt(body.receipt, options.requireReceipt === true, kopecks);
    payment.refunded_amount = { value: valueOfKopecks(refunded + kopecks), currency };
    payment.refundable = refunded + kopecks < paid;
    const refund: FakeRefund = {
      id: randomUUID(),
      payment_id: payment.id,
      status: 'succeeded',
      created_at: new Date().toISOString(),
      amount: { value: valueOfKopecks(kopecks), currency },
      ...(body.description ? { description: body.description } : {}),
    };
    refunds.set(refund.id, refund);
    void notify('refund.succeeded', refund);
    return refund;
  }

  function settle(id: string, action: 'pay' | 'cancel'): void {
    const payment = payments.get(id);
    if (payment?.status !== 'pending') return;
    if (action === 'pay') {
      payment.paid = true;
      payment.status = autoCapture.get(id) ? 'succeeded' : 'waiting_for_capture';
      payment.refundable = payment.status === 'succeeded';
      if (payment.status === 'succeeded') void notify('payment.succeeded', payment);
    } else {
      payment.status = 'canceled';
      // What ЮKassa reports when the buyer leaves the payment page without paying.
      payment.cancellation_details = { party: 'yoo_money', reason: 'expired_on_confirmation' };
      void notify('payment.canceled', payment);
    }
    delete payment.confirmation;
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    const failure = failures.shift();
    if (failure === 'hang') return; // never answered: the client's timeout ends it
    if (failure === 'error') {
      send(response, 500, errorBody(new RequestError(500, 'internal_server_error', 'Internal server error')));
      return;
    }
    try {
      if (request.headers.authorization !== expectedAuthorization) {
        throw new RequestError(401, 'invalid_credentials', 'Authentication by given credentials failed');
      }
      const result = request.method === 'POST' ? await post(request, path) : get(request, path);
      if (failure === 'error-after-processing') {
        // The change is made, the answer is lost: only a retry with the same key can tell what happened.
        send(
          response,
          500,
          errorBody(new RequestError(500, 'internal_server_error', 'Internal server error')),
        );
        return;
      }
      send(response, result.status, result.body);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      send(response, error.status, errorBody(error));
    }
  }

  function get(request: IncomingMessage, path: string): { status: number; body: Json } {
    if (request.method !== 'GET') throw new RequestError(405, 'method_not_allowed', 'Method not allowed');
    const [, collection, id] = path.split('/');
    const found =
      collection === 'payments'
        ? payments.get(id ?? '')
        : collection === 'refunds'
          ? refunds.get(id ?? '')
          : null;
    if (!found) throw new RequestError(404, 'not_found', 'Not found');
    return { status: 200, body: found };
  }

  async function post(request: IncomingMessage, path: string): Promise<{ status: number; body: Json }> {
    const key = request.headers['idempotence-key'];
    if (typeof key !== 'string' || key.length === 0) {
      throw invalid('Idempotence-Key', 'Idempotence-Key header is required for POST requests');
    }
    if (key.length > MAX_IDEMPOTENCE_KEY) {
      throw invalid('Idempotence-Key', `Idempotence-Key must be at most ${MAX_IDEMPOTENCE_KEY} characters`);
    }
    if (!request.headers['content-type']?.startsWith('application/json')) {
      throw new RequestError(415, 'invalid_request', 'Content-Type must be application/json');
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(request));
    } catch {
      throw invalid('body', 'The request body is not JSON');
    }
    if (!isObject(body)) throw invalid('body', 'The request body must be an object');
    const fingerprint = createHash('sha256')
      .update(`${path}\n${canonical(body)}`)
      .digest('hex');
    const previous = answered.get(key);
    if (previous) {
      if (previous.request !== fingerprint) {
        throw invalid('Idempotence-Key', 'Idempotence key duplicated: it was used with another request');
      }
      return previous;
    }
    const created =
      path === '/payments' ? createPayment(body) : path === '/refunds' ? createRefund(body) : null;
    if (!created) throw new RequestError(404, 'not_found', 'Not found');
    // The answer as it was when made: a retry gets the first answer, not the object as it is now.
    const result = { request: fingerprint, status: 200, body: structuredClone(created) };
    answered.set(key, result);
    return result;
  }

  async function handleCheckout(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
  ): Promise<void> {
    const [, , id = '', action] = path.split('/');
    const payment = payments.get(id);
    if (!payment) {
      response.writeHead(404, { 'content-type': 'text/html;charset=UTF-8' });
      response.end('<!doctype html><p>Платёж не найден</p>');
      return;
    }
    if (request.method === 'POST' && (action === 'pay' || action === 'cancel')) {
      await readBody(request);
      settle(id, action);
      response.writeHead(303, { location: returnUrls.get(id) ?? '/' });
      response.end();
      return;
    }
    const amount = escapeHtml(`${payment.amount.value} ${payment.amount.currency}`);
    const form = (to: string, label: string) =>
      `<form method="post" action="/checkout/${id}/${to}"><button type="submit">${label}</button></form>`;
    response.writeHead(200, { 'content-type': 'text/html;charset=UTF-8' });
    response.end(
      `<!doctype html><html lang="ru"><meta charset="utf-8"><title>ЮKassa (тест)</title>` +
        `<h1>Оплата ${amount}</h1><p>Статус: ${payment.status}</p>` +
        (payment.status === 'pending' ? form('pay', 'Оплатить') + form('cancel', 'Отменить') : ''),
    );
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const handled = path.startsWith('/v3/')
      ? handleApi(request, response, path.slice('/v3'.length))
      : path.startsWith('/checkout/')
        ? handleCheckout(request, response, path)
        : Promise.resolve(send(response, 404, { type: 'error', code: 'not_found' }));
    handled.catch((error: unknown) => {
      if (!response.headersSent)
        send(response, 500, { type: 'error', code: 'fake_failed', description: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiRoot: `${origin}/v3`,
    payments,
    refunds,
    notifications,
    failNext(count, mode) {
      for (let i = 0; i < count; i++) failures.push(mode);
    },
    resendNotification(event, objectId) {
      const object = event === 'refund.succeeded' ? refunds.get(objectId) : payments.get(objectId);
      if (!object) throw new Error(`No object ${objectId} to notify about`);
      return notify(event, object);
    },
    async notificationsSettled() {
      await Promise.all([...pendingNotifications]);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
