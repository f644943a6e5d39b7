// A local stand-in for the Telegram Bot API, for tests of this package and of others (e2e): it answers
// `/bot<token>/<method>` with `{ ok: true, result }`, records every call and serves queued updates to long polling.
// It is as strict as Telegram: it refuses what the real API refuses (fake-bot-rules.ts), paces messages as the real
// flood control does (fake-bot-rates.ts), answers 403 for a chat that blocked the bot and 409 for a second poller,
// and can be told to fail sends the way Telegram and networks do (fake-bot-faults.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FaultInjector, type FaultSettings } from './fake-bot-faults';
import { FloodControl, type RateLimits } from './fake-bot-rates';
import { badRequest, type ChatType, MESSAGE_METHODS, refusalOf } from './fake-bot-rules';

export type { FaultSettings } from './fake-bot-faults';
export type { RateLimits } from './fake-bot-rates';
export type { ChatType } from './fake-bot-rules';

export interface RecordedCall {
  method: string;
  token: string;
  payload: Record<string, unknown>;
}

/** What a method answers: a result, or a Bot API error. */
export type FakeReply =
  | { ok: true; result: unknown }
  | { ok: false; error_code: number; description: string; parameters?: { retry_after?: number } };

export type FakeHandler = (payload: Record<string, unknown>, call: RecordedCall) => FakeReply | unknown;

/** A message Telegram accepted: what a chat would show, apart from the raw calls. */
export interface DeliveredMessage {
  /** The chat as the call named it (a number, or an @username). */
  chatId: number | string | undefined;
  method: string;
  messageId: number;
  text?: string;
  caption?: string;
  payload: Record<string, unknown>;
  /** The connection was dropped before the answer: the sender cannot know it went out. */
  unanswered: boolean;
  /** When Telegram took it (Date.now()), for rates measured at the receiving end. */
  at: number;
}

/** A send whose connection the fake destroyed without an answer, and whether Telegram had delivered it. */
export interface DroppedSend {
  call: RecordedCall;
  delivered: boolean;
}

export interface FakeBotApiOptions {
  /** When set, calls with another token are refused with 401 like the real API; otherwise any token is accepted. */
  token?: string;
  /** Fields of the bot user that getMe answers. */
  botInfo?: Record<string, unknown>;
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Telegram's flood limits, on by default; `{ enabled: false }` switches them off. */
  rateLimits?: Partial<RateLimits>;
  /** Faults of sends, none by default. */
  faults?: Partial<FaultSettings>;
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
  /**
   * Tells the fake what a chat is. Without it a positive id is a private chat, a negative one a group (a
   * supergroup from -100…), and an @username is unknown ("chat not found") until registered as a channel or group.
   */
  registerChat(chatId: number | string, type: ChatType, options?: { id?: number }): void;
  /** The person behind this private chat blocked the bot (or the bot left the group): sends answer 403. */
  block(chatId: number | string): void;
  unblock(chatId: number | string): void;
  /** Changes the flood limits for the rest of the test (until reset). */
  setRateLimits(limits: Partial<RateLimits>): void;
  /** Switches faults of sends on or off (until reset); the seed restarts the draws. */
  setFaults(faults: Partial<FaultSettings>): void;
  /** Messages Telegram accepted, in order; a send that met a fault or a refusal is not here. */
  delivered: DeliveredMessage[];
  deliveredTo(chatId: number | string): DeliveredMessage[];
  /** Sends whose connection was dropped. */
  dropped: DroppedSend[];
  /**
   * Forgets recorded calls, overrides, deliveries, registered and blocked chats, the webhook, the flood windows,
   * and returns to the limits and faults given at start (queued updates are kept).
   */
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

const conflictWithPoller =
  'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running';
const conflictWithWebhook =
  "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first";

const blockedDescription: Record<ChatType, string> = {
  private: 'Forbidden: bot was blocked by the user',
  group: 'Forbidden: bot was kicked from the group chat',
  supergroup: 'Forbidden: bot was kicked from the supergroup chat',
  channel: 'Forbidden: bot is not a member of the channel chat',
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

interface KnownChat {
  id: number;
  type: ChatType;
}

/** Negative ids from -100… are supergroups and channels; other negative ids are basic groups. */
function chatTypeOfId(id: number): ChatType {
  if (id > 0) return 'private';
  return id <= -1_000_000_000_000 ? 'supergroup' : 'group';
}

export async function startFakeBotApi(options: FakeBotApiOptions = {}): Promise<FakeBotApi> {
  const calls: RecordedCall[] = [];
  const delivered: DeliveredMessage[] = [];
  const dropped: DroppedSend[] = [];
  const handlers = new Map<string, FakeHandler>();
  const updates: Record<string, unknown>[] = [];
  const pollers = new Set<() => void>();
  const callWaiters = new Set<() => void>();
  const chats = new Map<string, KnownChat>();
  const blocked = new Set<string>();
  const flood = new FloodControl();
  const faults = new FaultInjector();
  let webhookUrl = '';
  let endWaitingPoll: (() => void) | undefined;
  let nextUpdateId = 1;
  let nextMessageId = 1;
  let nextInvoiceId = 1;
  let nextPreparedId = 1;
  let nextChannelId = -1_001_000_000_001;
  const botInfo = { ...defaultFakeBotInfo, ...options.botInfo };

  const applyStartSettings = () => {
    flood.reset();
    flood.configure(options.rateLimits ?? {});
    faults.reset();
    faults.configure(options.faults ?? {});
  };
  applyStartSettings();

  /** The chat a call addresses: undefined when it names none, 'not_found' for an unknown @username. */
  function chatOf(chatId: unknown): KnownChat | 'not_found' | undefined {
    if (chatId === undefined || chatId === null || chatId === '') return undefined;
    const known = chats.get(String(chatId));
    if (known) return known;
    if (typeof chatId === 'string' && chatId.startsWith('@')) return 'not_found';
    const id = Number(chatId);
    return Number.isFinite(id) ? { id, type: chatTypeOfId(id) } : 'not_found';
  }

  const chatObject = (chat: KnownChat | undefined) =>
    chat === undefined
      ? undefined
      : chat.type === 'private'
        ? { id: chat.id, type: chat.type, first_name: 'Анна' }
        : { id: chat.id, type: chat.type, title: 'Чат' };

  const sentMessage = (payload: Record<string, unknown>, chat: KnownChat | undefined) => ({
    message_id: nextMessageId++,
    date: Math.floor(Date.now() / 1000),
    chat: chatObject(chat) ?? { id: Number(payload.chat_id), type: 'private' },
    from: { id: botInfo.id, is_bot: true, first_name: botInfo.first_name, username: botInfo.username },
    ...(typeof payload.text === 'string' ? { text: payload.text } : {}),
    ...(typeof payload.caption === 'string' ? { caption: payload.caption } : {}),
  });

  const defaults: Record<string, (payload: Record<string, unknown>, chat: KnownChat | undefined) => unknown> =
    {
      getMe: () => botInfo,
      sendMessage: sentMessage,
      sendPhoto: sentMessage,
      sendDocument: sentMessage,
      sendInvoice: sentMessage,
      copyMessage: () => ({ message_id: nextMessageId++ }),
      // An inline message (no chat) answers true, a chat message answers the edited message.
      editMessageText: (payload, chat) =>
        payload.inline_message_id ? true : { ...sentMessage(payload, chat), message_id: payload.message_id },
      editMessageCaption: (payload, chat) =>
        payload.inline_message_id ? true : { ...sentMessage(payload, chat), message_id: payload.message_id },
      editMessageReplyMarkup: (payload, chat) =>
        payload.inline_message_id ? true : { ...sentMessage(payload, chat), message_id: payload.message_id },
      getWebhookInfo: () => ({ url: webhookUrl, has_custom_certificate: false, pending_update_count: 0 }),
      createInvoiceLink: () => `https://t.me/$fake-invoice-${nextInvoiceId++}`,
      savePreparedInlineMessage: () => ({
        id: `prepared-${nextPreparedId++}`,
        expiration_date: Math.floor(Date.now() / 1000) + 3600,
      }),
    };

  const pendingUpdates = (offset: number) =>
    updates.filter((update) => typeof update.update_id === 'number' && update.update_id >= offset);

  // Long polling: answer at once when updates are queued, otherwise hold the request until one arrives or the
  // requested timeout passes, as the real server does. A newer getUpdates ends the one still waiting with 409.
  async function getUpdates(payload: Record<string, unknown>, res: ServerResponse): Promise<unknown> {
    endWaitingPoll?.();
    const offset = Number(payload.offset ?? 0);
    // Confirming an offset drops what came before it.
    for (let i = updates.length - 1; i >= 0; i--) {
      const id = updates[i]?.update_id;
      if (typeof id === 'number' && id < offset) updates.splice(i, 1);
    }
    const timeoutSeconds = Number(payload.timeout ?? 0);
    if (pendingUpdates(offset).length === 0 && timeoutSeconds > 0) {
      const ended = await new Promise<'conflict' | 'done'>((resolve) => {
        const finish = (how: 'conflict' | 'done') => {
          clearTimeout(timer);
          pollers.delete(done);
          res.off('close', done);
          if (endWaitingPoll === conflict) endWaitingPoll = undefined;
          resolve(how);
        };
        const done = () => finish('done');
        const conflict = () => finish('conflict');
        const timer = setTimeout(done, timeoutSeconds * 1000);
        pollers.add(done);
        res.on('close', done);
        endWaitingPoll = conflict;
      });
      if (ended === 'conflict') return { ok: false, error_code: 409, description: conflictWithPoller };
    }
    const limit = Number(payload.limit ?? 100) || 100;
    return pendingUpdates(offset).slice(0, limit);
  }

  /** Telegram's own refusals, before any handler: bad fields, unknown or blocked chats, flood control. */
  function refusal(method: string, payload: Record<string, unknown>, chat: KnownChat | undefined) {
    const refused = refusalOf(method, payload, chat?.type);
    if (refused) return refused;
    if (method === 'getUpdates' && webhookUrl !== '') {
      return { ok: false as const, error_code: 409, description: conflictWithWebhook };
    }
    const sends = MESSAGE_METHODS.has(method) || method === 'sendChatAction';
    if (sends && chat && blocked.has(String(chat.id))) {
      return { ok: false as const, error_code: 403, description: blockedDescription[chat.type] };
    }
    if (!MESSAGE_METHODS.has(method)) return undefined;
    const retryAfter = flood.retryAfter(chat ? String(chat.id) : undefined, chat?.type);
    if (retryAfter > 0) return tooManyRequests(retryAfter);
    return undefined;
  }

  const tooManyRequests = (retryAfter: number) => ({
    ok: false as const,
    error_code: 429,
    description: `Too Many Requests: retry after ${retryAfter}`,
    parameters: { retry_after: retryAfter },
  });

  async function answer(
    call: RecordedCall,
    chat: KnownChat | undefined,
    res: ServerResponse,
  ): Promise<FakeReply> {
    const { method, payload } = call;
    const handler = handlers.get(method);
    let reply: unknown;
    if (handler) reply = await handler(payload, call);
    else if (defaults[method]) reply = defaults[method](payload, chat);
    else if (method === 'getUpdates') reply = await getUpdates(payload, res);
    else reply = true;
    const body: FakeReply = isFakeReply(reply) ? reply : { ok: true, result: reply };
    if (body.ok) {
      if (method === 'setWebhook') webhookUrl = String(payload.url ?? '');
      if (method === 'deleteWebhook') webhookUrl = '';
    }
    return body;
  }

  function recordDelivery(
    call: RecordedCall,
    chat: KnownChat | undefined,
    result: unknown,
    unanswered: boolean,
  ) {
    flood.record(chat ? String(chat.id) : undefined);
    const { payload } = call;
    const messageId =
      typeof result === 'object' && result !== null && 'message_id' in result
        ? Number(result.message_id)
        : Number(payload.message_id ?? 0);
    const chatId = payload.chat_id as number | string | undefined;
    delivered.push({
      chatId,
      method: call.method,
      messageId,
      ...(typeof payload.text === 'string' ? { text: payload.text } : {}),
      ...(typeof payload.caption === 'string' ? { caption: payload.caption } : {}),
      payload,
      unanswered,
      at: Date.now(),
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake-bot-api.local');
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
    const send = (body: FakeReply) => {
      if (res.destroyed) return;
      res.writeHead(body.ok ? 200 : body.error_code, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!match?.[1] || !match[2]) {
      send({ ok: false, error_code: 404, description: 'Not Found' });
      return;
    }
    const [, token, method] = match;
    const payload = await readPayload(req, url);
    const call: RecordedCall = { method, token, payload };
    calls.push(call);
    for (const wake of [...callWaiters]) wake();

    if (options.token !== undefined && token !== options.token) {
      send({ ok: false, error_code: 401, description: 'Unauthorized' });
      return;
    }
    const addressed = chatOf(payload.chat_id);
    if (addressed === 'not_found') {
      send(badRequest('chat not found'));
      return;
    }
    const refused = refusal(method, payload, addressed);
    if (refused) {
      send(refused);
      return;
    }
    const fault = MESSAGE_METHODS.has(method) ? faults.draw() : undefined;
    if (fault?.kind === 'too_many_requests') {
      send(tooManyRequests(fault.retryAfter));
      return;
    }
    if (fault?.kind === 'server_error') {
      send({
        ok: false,
        error_code: fault.status,
        description: fault.status === 500 ? 'Internal Server Error' : 'Bad Gateway',
      });
      return;
    }
    if (fault?.kind === 'dropped') {
      dropped.push({ call, delivered: fault.delivered });
      if (fault.delivered) {
        const body = await answer(call, addressed, res);
        if (body.ok) recordDelivery(call, addressed, body.result, true);
      }
      req.socket.destroy();
      return;
    }
    const body = await answer(call, addressed, res);
    if (body.ok && MESSAGE_METHODS.has(method)) recordDelivery(call, addressed, body.result, false);
    send(body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent || res.destroyed) return;
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: false, error_code: 500, description: String(error) }));
    });
  });
  // Telegram keeps an idle connection open far longer than Node's 5 s default; closing it at 5 s races a client
  // reusing it after a slow step, a failure the real server does not produce.
  server.keepAliveTimeout = 120_000;
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
    registerChat(chatId, type, { id } = {}) {
      const numericId = id ?? (typeof chatId === 'number' ? chatId : nextChannelId--);
      const chat = { id: numericId, type };
      chats.set(String(chatId), chat);
      chats.set(String(numericId), chat);
    },
    block(chatId) {
      const chat = chatOf(chatId);
      blocked.add(chat && chat !== 'not_found' ? String(chat.id) : String(chatId));
    },
    unblock(chatId) {
      const chat = chatOf(chatId);
      blocked.delete(chat && chat !== 'not_found' ? String(chat.id) : String(chatId));
    },
    setRateLimits: (limits) => flood.configure(limits),
    setFaults: (settings) => faults.configure(settings),
    delivered,
    deliveredTo(chatId) {
      const chat = chatOf(chatId);
      const id = chat && chat !== 'not_found' ? chat.id : chatId;
      return delivered.filter((message) => {
        const to = chatOf(message.chatId);
        return String(to && to !== 'not_found' ? to.id : message.chatId) === String(id);
      });
    },
    dropped,
    reset() {
      calls.length = 0;
      delivered.length = 0;
      dropped.length = 0;
      handlers.clear();
      chats.clear();
      blocked.clear();
      webhookUrl = '';
      applyStartSettings();
    },
    close() {
      for (const wake of [...pollers]) wake();
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

let nextChatId = 500_000_001;

/**
 * A text message update as Telegram sends it; commands get their bot_command entity. The chat is the sender's
 * private chat unless `chat` names a group or channel (a channel post has no sender).
 */
export function textMessageUpdate(
  text: string,
  from: { id?: number; first_name?: string; username?: string } = {},
  chat?: { id: number; type: Exclude<ChatType, 'private'>; title?: string },
): Record<string, unknown> {
  const userId = from.id ?? nextChatId++;
  const command = /^\/[A-Za-z0-9_]+(@[A-Za-z0-9_]+)?/.exec(text)?.[0];
  const message = {
    message_id: 1,
    date: Math.floor(Date.now() / 1000),
    chat: chat
      ? { id: chat.id, type: chat.type, title: chat.title ?? 'Чат магазина' }
      : { id: userId, type: 'private', first_name: from.first_name ?? 'Анна' },
    ...(chat?.type === 'channel'
      ? {}
      : {
          from: { id: userId, is_bot: false, first_name: from.first_name ?? 'Анна', username: from.username },
        }),
    text,
    ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] } : {}),
  };
  return chat?.type === 'channel' ? { channel_post: message } : { message };
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
