/**
 * A small typed client of the ЮKassa API v3 over `fetch`. No npm client library on purpose: the ones there
 * (yookassa, @webzaytsev/yookassa-ts-sdk, yookassa-ts, @appigram/yookassa-node) are thinly used and each kept by
 * a single author, and the four calls the shop makes are less risk written here against the documentation.
 *
 * The shop counts money in kopecks; the API speaks "1234.50" strings. `rubAmount` and `kopecksOf` are the one
 * place that converts, on strings and integers only (no floats).
 */
import { z } from 'zod';
import { YOOKASSA_API_ROOT } from '../../config';

const DEFAULT_TIMEOUT_MS = 15_000;

const AMOUNT_VALUE = /^(0|[1-9]\d*)(?:\.(\d{1,2}))?$/;

export interface YookassaAmount {
  /** Roubles with at most two decimals, "1234.50". */
  value: string;
  currency: string;
}

/** Kopecks (a non-negative integer) as the API's amount in roubles: 123450 gives { value: "1234.50", currency: "RUB" }. */
export function rubAmount(kopecks: number): YookassaAmount {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) throw new RangeError(`Not a sum in kopecks: ${kopecks}`);
  const digits = String(kopecks).padStart(3, '0');
  return { value: `${digits.slice(0, -2)}.${digits.slice(-2)}`, currency: 'RUB' };
}

/** The API's amount back in kopecks, exactly: "1234.5" and "1234.50" give 123450. */
export function kopecksOf(amount: YookassaAmount): number {
  const match = AMOUNT_VALUE.exec(amount.value);
  if (!match) throw new RangeError(`Not an amount: ${amount.value}`);
  const kopecks = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(kopecks)) throw new RangeError(`Amount too large: ${amount.value}`);
  return kopecks;
}

// Requests (only the fields the shop sends).

type VatCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

interface YookassaReceiptItem {
  /** At most 128 characters. */
  description: string;
  /** A decimal string or a number; whole pieces for clothes. */
  quantity: string | number;
  amount: YookassaAmount;
  vat_code?: VatCode;
  payment_mode: 'full_prepayment' | 'full_payment' | 'partial_prepayment' | 'advance' | 'partial_payment';
  payment_subject: 'commodity' | 'service' | 'payment' | 'another';
}

interface YookassaReceipt {
  customer: { email?: string; phone?: string; full_name?: string };
  items: YookassaReceiptItem[];
  tax_system_code?: 1 | 2 | 3 | 4 | 5 | 6;
}

export interface CreatePaymentBody {
  amount: YookassaAmount;
  capture: true;
  confirmation: { type: 'redirect'; return_url: string };
  /** At most 128 characters. */
  description?: string;
  /** At most 16 keys, string values. */
  metadata?: Record<string, string>;
  receipt?: YookassaReceipt;
}

export interface CreateRefundBody {
  payment_id: string;
  amount: YookassaAmount;
  description?: string;
  receipt?: YookassaReceipt;
}

// Answers (only the fields the shop relies on; the API sends more).

const amountSchema = z.object({ value: z.string().regex(AMOUNT_VALUE), currency: z.string().length(3) });

const paymentSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  paid: z.boolean(),
  amount: amountSchema,
  confirmation: z.object({ type: z.string(), confirmation_url: z.string().url().optional() }).optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  refundable: z.boolean(),
  refunded_amount: amountSchema.optional(),
  cancellation_details: z.object({ party: z.string(), reason: z.string() }).optional(),
});
type YookassaPayment = z.infer<typeof paymentSchema>;

const refundSchema = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  status: z.enum(['pending', 'succeeded', 'canceled']),
  amount: amountSchema,
});
type YookassaRefund = z.infer<typeof refundSchema>;

const errorBodySchema = z.object({
  type: z.literal('error'),
  id: z.string().optional(),
  code: z.string(),
  description: z.string().optional(),
  parameter: z.string().optional(),
});

/**
 * A call that did not give the object. `retryable` says whether sending the same request again with the same
 * Idempotence-Key is safe and may succeed: the API's 5xx ("the result is unknown"), 429, a timeout or a dropped
 * connection; a 4xx other than 429 will answer the same again.
 */
export class YookassaError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string,
    readonly retryable: boolean,
    readonly parameter?: string,
    readonly errorId?: string,
  ) {
    super(message);
    this.name = 'YookassaError';
  }
}

const isRetryableStatus = (status: number) => status >= 500 || status === 429;

export interface YookassaClientOptions {
  shopId: string;
  secretKey: string;
  /** https://api.yookassa.ru/v3 unless a test points it at the fake. */
  apiRoot?: string;
  timeoutMs?: number;
}

export function createYookassaClient(options: YookassaClientOptions) {
  const apiRoot = (options.apiRoot ?? YOOKASSA_API_ROOT).replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;

  async function call<T>(
    schema: z.ZodType<T>,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotenceKey?: string,
  ): Promise<T> {
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotenceKey !== undefined) headers['idempotence-key'] = idempotenceKey;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${apiRoot}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new YookassaError(
        timedOut
          ? `ЮKassa did not answer ${method} ${path} in ${timeoutMs} ms`
          : `ЮKassa unreachable: ${error}`,
        null,
        timedOut ? 'timeout' : 'network_error',
        true,
      );
    }
    const json = parseJson(text);
    if (!response.ok) {
      const apiError = errorBodySchema.safeParse(json);
      const code = apiError.success ? apiError.data.code : `http_${response.status}`;
      const description = apiError.success ? (apiError.data.description ?? code) : text.slice(0, 200);
      throw new YookassaError(
        `ЮKassa ${method} ${path}: ${response.status} ${description}`,
        response.status,
        code,
        isRetryableStatus(response.status),
        apiError.success ? apiError.data.parameter : undefined,
        apiError.success ? apiError.data.id : undefined,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new YookassaError(
        `ЮKassa ${method} ${path}: unexpected answer (${parsed.error.issues[0]?.message})`,
        response.status,
        'unexpected_answer',
        false,
      );
    }
    return parsed.data;
  }

  return {
    createPayment: (body: CreatePaymentBody, idempotenceKey: string): Promise<YookassaPayment> =>
      call(paymentSchema, 'POST', '/payments', body, idempotenceKey),
    getPayment: (id: string): Promise<YookassaPayment> =>
      call(paymentSchema, 'GET', `/payments/${encodeURIComponent(id)}`),
    createRefund: (body: CreateRefundBody, idempotenceKey: string): Promise<YookassaRefund> =>
      call(refundSchema, 'POST', '/refunds', body, idempotenceKey),
    getRefund: (id: string): Promise<YookassaRefund> =>
      call(refundSchema, 'GET', `/refunds/${encodeURIComponent(id)}`),
  };
}

export type YookassaClient = ReturnType<typeof createYookassaClient>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
