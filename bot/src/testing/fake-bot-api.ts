// A local stand-in for the Telegram Bot API, for tests of this package and of others (e2e): it answers
// `/bot<token>/<method>` with `{ ok: true, result }`, records every call and serves queued updates to long polling.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  token: string;
  payload: Record<string, unknown>;
}

/** What a method answers: a result, or a Bot API error. */
export type FakeReply =
  | { ok: true; result: unknown }
  | { ok: false; error_code: number; description: string };

export type FakeHandler = (payload: Record<string, unknown>, call: RecordedCall) => FakeReply | unknown;

export interface FakeBotApiOptions {
  /** When set, calls with another token are refused with 401 like the real API; otherwise any token is accepted. */
  token?: string;
  /** Fields of the bot user that getMe answers. */
  botInfo?: Record<string, unknown>;
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
}

export interface FakeBotApi {
  /** Pass as grammY's `client.apiRoot`. */
  apiRoot: string;
  /** Every call in arrival order. */
  calls: RecordedCall[];
  callsTo(method: string): RecordedCall[];
  /** Resolves with the first call to `method` after `afterIndex` (default: any), or rejects after `timeoutMs`. */
  waitForCall(method: string, options?: { timeoutMs?: number; afterIndex?: number }): Promise<RecordedCall>;
  /** Overrides what `method` answers: a handler's return value becomes the result unless it is a FakeReply. */
  on(method: string, handler: FakeHandler): void;
  /** Queues an update for the next getUpdates; `update_id` is assigned when missing. */
  pushUpdate(update: Record<string, unknown>): void;
  /** Forgets recorded calls and overrides (queued updates are kept). */
  reset(): void;
  close(): Promise<void>;
}

export const defaultFakeBotInfo = {
  id: 100_000_001,
  is_bot: true,
  first_name: 'Shop Test Bot',
  username: 'shop_test_bot',
  can_join_groups: true,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
};

function isFakeReply(value: unknown): value is FakeReply {
  return typeof value === 'object' && value !== null && 'ok' in value && typeof value.ok === 'boolean';
}

async function readPayload(req: IncomingMessage, url: URL): Promise<Record<string, unknown>> {
  const payload: Record<string, unknown> = Object.fromEntries(url.searchParams);
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString('utf8');
  if (!body) return payload;
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/json'))
    return { ...payload, ...(JSON.parse(body) as Record<string, unknown>) };
  if (type.includes('application/x-www-form-urlencoded')) {
    return { ...payload, ...Object.fromEntries(new URLSearchParams(body)) };
  }
  // Multipart uploads (files) are not parsed: the raw body is kept for whoever needs to look.
  return { ...payload, rawBody: body };
}

export async function startFakeBotApi(options: FakeBotApiOptions = {}): Promise<FakeBotApi> {
  const calls: RecordedCall[] = [];
  const handlers = new Map<string, FakeHandler>();
  const updates: Record<string, unknown>[] = [];
  const pollers = new Set<() => void>();
  const callWaiters = new Set<() => void>();
  let nextUpdateId = 1;
  let nextMessageId = 1;
  let nextInvoiceId = 1;
  let nextPreparedId = 1;
  const botInfo = { ...defaultFakeBotInfo, ...options.botInfo };

  const defaults: Record<string, FakeHandler> = {
    getMe: () => botInfo,
    sendMessage: (payload) => ({
      message_id: nextMessageId++,
      date: Math.floor(Date.now() / 1000),
      chat: { id: Number(payload.chat_id), type: 'private' },
      from: { id: botInfo.id, is_bot: true, first_name: botInfo.first_name, username: botInfo.username },
      text: payload.text,
    }),
    createInvoiceLink: () => `https://t.me/$fake-invoice-${nextInvoiceId++}`,
    savePreparedInlineMessage: () => ({
      id: `prepared-${nextPreparedId++}`,
      expiration_date: Math.floor(Date.now() / 1000) + 3600,
    }),
  };

  const pendingUpdates = (offset: number) =>
    updates.filter((update) => typeof update.update_id === 'number' && update.update_id >= offset);

  // Long polling: answer at once when updates are queued, otherwise hold the request until one arrives or the
  // requested timeout passes, as the real server does.
  async function getUpdates(payload: Record<string, unknown>, res: ServerResponse): Promise<unknown[]> {
    const offset = Number(payload.offset ?? 0);
    // Confirming an offset drops what came before it.
    for (let i = updates.length - 1; i >= 0; i--) {
      const id = updates[i]?.update_id;
      if (typeof id === 'number' && id < offset) updates.splice(i, 1);
    }
    const timeoutSeconds = Number(payload.timeout ?? 0);
    if (pendingUpdates(offset).length === 0 && timeoutSeconds > 0) {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          pollers.delete(done);
          res.off('close', done);
          resolve();
        };
        const timer = setTimeout(done, timeoutSeconds * 1000);
        pollers.add(done);
        res.on('close', done);
      });
    }
    const limit = Number(payload.limit ?? 100) || 100;
    return pendingUpdates(offset).slice(0, limit);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake-bot-api.local');
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
    const send = (status: number, body: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!match?.[1] || !match[2]) {
      send(404, { ok: false, error_code: 404, description: 'Not Found' });
      return;
    }
    const [, token, method] = match;
    const payload = await readPayload(req, url);
    const call: RecordedCall = { method, token, payload };
    calls.push(call);
    for (const wake of [...callWaiters]) wake();

    if (options.token !== undefined && token !== options.token) {
      send(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      return;
    }
    const handler = handlers.get(method) ?? defaults[method];
    let reply: unknown;
    if (handler) reply = await handler(payload, call);
    else if (method === 'getUpdates') reply = await getUpdates(payload, res);
    else reply = true;

    const body: FakeReply = isFakeReply(reply) ? reply : { ok: true, result: reply };
    send(body.ok ? 200 : body.error_code, body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent || res.destroyed) return;
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: false, error_code: 500, description: String(error) }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    apiRoot: `http://127.0.0.1:${port}`,
    calls,
    callsTo: (method) => calls.filter((call) => call.method === method),
    waitForCall(method, { timeoutMs = 5000, afterIndex = -1 } = {}) {
      const find = () => calls.find((call, index) => index > afterIndex && call.method === method);
      const found = find();
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const check = () => {
          const call = find();
          if (!call) return;
          clearTimeout(timer);
          callWaiters.delete(check);
          resolve(call);
        };
        const timer = setTimeout(() => {
          callWaiters.delete(check);
          reject(new Error(`No call to ${method} within ${timeoutMs} ms`));
        }, timeoutMs);
        callWaiters.add(check);
      });
    },
    on(method, handler) {
      handlers.set(method, handler);
    },
    pushUpdate(update) {
      updates.push({ update_id: nextUpdateId++, ...update });
      for (const wake of [...pollers]) wake();
    },
    reset() {
      calls.length = 0;
      handlers.clear();
    },
    close() {
      for (const wake of [...pollers]) wake();
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

let nextChatId = 500_000_001;

/** A private-chat text message update as Telegram sends it; commands get their bot_command entity. */
export function textMessageUpdate(
  text: string,
  from: { id?: number; first_name?: string; username?: string } = {},
): Record<string, unknown> {
  const userId = from.id ?? nextChatId++;
  const command = /^\/[A-Za-z0-9_]+(@[A-Za-z0-9_]+)?/.exec(text)?.[0];
  return {
    message: {
      message_id: 1,
      date: Math.floor(Date.now() / 1000),
      chat: { id: userId, type: 'private', first_name: from.first_name ?? 'Анна' },
      from: { id: userId, is_bot: false, first_name: from.first_name ?? 'Анна', username: from.username },
      text,
      ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] } : {}),
    },
  };
}

/** Telegram's question before it charges an invoice (answerPreCheckoutQuery answers it). */
export function preCheckoutQueryUpdate(query: {
  payload: string;
  totalAmount: number;
  currency?: string;
  fromId?: number;
}): Record<string, unknown> {
  const fromId = query.fromId ?? nextChatId++;
  return {
    pre_checkout_query: {
      id: `pcq-${fromId}-${Date.now()}`,
      from: { id: fromId, is_bot: false, first_name: 'Анна' },
      currency: query.currency ?? 'RUB',
      total_amount: query.totalAmount,
      invoice_payload: query.payload,
    },
  };
}

/** The service message of a payment Telegram took; the same charge id twice is a repeated update. */
export function successfulPaymentUpdate(payment: {
  payload: string;
  totalAmount: number;
  chargeId: string;
  currency?: string;
  fromId?: number;
}): Record<string, unknown> {
  const fromId = payment.fromId ?? nextChatId++;
  return {
    message: {
      message_id: 1,
      date: Math.floor(Date.now() / 1000),
      chat: { id: fromId, type: 'private', first_name: 'Анна' },
      from: { id: fromId, is_bot: false, first_name: 'Анна' },
      successful_payment: {
        currency: payment.currency ?? 'RUB',
        total_amount: payment.totalAmount,
        invoice_payload: payment.payload,
        telegram_payment_charge_id: payment.chargeId,
        provider_payment_charge_id: `provider-${payment.chargeId}`,
      },
    },
  };
}
