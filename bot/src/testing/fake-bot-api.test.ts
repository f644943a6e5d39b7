import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeBotApi, startFakeBotApi } from './fake-bot-api';

const token = '123456:TEST-TOKEN';
let api: FakeBotApi;

beforeAll(async () => {
  api = await startFakeBotApi({ token });
});
afterAll(async () => {
  await api.close();
});
afterEach(() => {
  api.reset();
});

interface Answer {
  ok: boolean;
  result?: unknown;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
}

async function call(method: string, payload: Record<string, unknown> = {}): Promise<Answer> {
  const response = await fetch(`${api.apiRoot}/bot${token}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const answer = (await response.json()) as Answer;
  expect(response.status).toBe(answer.ok ? 200 : answer.error_code);
  return answer;
}

const webAppKeyboard = {
  inline_keyboard: [[{ text: 'Открыть магазин', web_app: { url: 'https://shop.example' } }]],
};
const refused = (error_code: number, description: string) => ({ ok: false, error_code, description });

describe('the fake Bot API refuses what Telegram refuses', () => {
  it('takes web_app buttons only in private chats: BUTTON_TYPE_INVALID in groups and channels', async () => {
    expect((await call('sendMessage', { chat_id: 42, text: 'a', reply_markup: webAppKeyboard })).ok).toBe(
      true,
    );
    for (const chatId of [-42, -1_001_234_567_890]) {
      expect(await call('sendMessage', { chat_id: chatId, text: 'a', reply_markup: webAppKeyboard })).toEqual(
        refused(400, 'Bad Request: BUTTON_TYPE_INVALID'),
      );
    }
    const urlButton = {
      inline_keyboard: [[{ text: 'Магазин', url: 'https://t.me/shop_test_bot?startapp' }]],
    };
    expect((await call('sendMessage', { chat_id: -42, text: 'a', reply_markup: urlButton })).ok).toBe(true);
  });

  it('takes a web_app button only with an https address', async () => {
    const plain = {
      inline_keyboard: [[{ text: 'Магазин', web_app: { url: 'http://localhost:3000/cart' } }]],
    };
    expect(await call('sendMessage', { chat_id: 42, text: 'a', reply_markup: plain })).toEqual(
      refused(
        400,
        "Bad Request: inline keyboard button web app url 'http://localhost:3000/cart' is invalid: only https links are allowed",
      ),
    );
  });

  it('knows an @channel only once registered, and a registered chat keeps its type', async () => {
    expect(await call('sendMessage', { chat_id: '@shop_staff', text: 'a' })).toEqual(
      refused(400, 'Bad Request: chat not found'),
    );
    api.registerChat('@shop_staff', 'channel', { id: -1_009_000_000_001 });
    const sent = await call('sendMessage', { chat_id: '@shop_staff', text: 'a' });
    expect(sent.result).toMatchObject({ chat: { id: -1_009_000_000_001, type: 'channel' } });
    expect(
      await call('sendMessage', { chat_id: '@shop_staff', text: 'a', reply_markup: webAppKeyboard }),
    ).toEqual(refused(400, 'Bad Request: BUTTON_TYPE_INVALID'));
    api.registerChat(777, 'group');
    expect((await call('sendMessage', { chat_id: 777, text: 'a', reply_markup: webAppKeyboard })).ok).toBe(
      false,
    );
  });

  it('refuses empty texts, texts over 4,096 characters, captions over 1,024 and callback answers over 200', async () => {
    expect(await call('sendMessage', { chat_id: 1, text: '' })).toEqual(
      refused(400, 'Bad Request: message text is empty'),
    );
    expect(await call('sendMessage', { chat_id: 2, text: 'я'.repeat(4097) })).toEqual(
      refused(400, 'Bad Request: message is too long'),
    );
    expect((await call('sendMessage', { chat_id: 3, text: 'я'.repeat(4096) })).ok).toBe(true);
    expect(await call('editMessageText', { chat_id: 3, message_id: 1, text: 'я'.repeat(4097) })).toEqual(
      refused(400, 'Bad Request: message is too long'),
    );
    expect(await call('sendPhoto', { chat_id: 4, photo: 'x', caption: 'я'.repeat(1025) })).toEqual(
      refused(400, 'Bad Request: message caption is too long'),
    );
    expect(await call('answerCallbackQuery', { callback_query_id: '1', text: 'я'.repeat(201) })).toEqual(
      refused(400, 'Bad Request: MESSAGE_TOO_LONG'),
    );
    expect(api.delivered.map((message) => message.chatId)).toEqual([3]);
  });

  it('takes an invoice with a discount line only when its total is positive and its fields are in bounds', async () => {
    const invoice = {
      title: 'Заказ №1',
      description: 'Платье, 1 шт.',
      payload: 'order:1',
      currency: 'RUB',
      prices: [
        { label: 'Платье', amount: 399_000 },
        { label: 'Скидка по промокоду', amount: -15_300 },
      ],
    };
    expect((await call('createInvoiceLink', invoice)).ok).toBe(true);
    expect((await call('sendInvoice', { chat_id: 5, ...invoice })).ok).toBe(true);
    const refusedWith = async (change: Record<string, unknown>) =>
      (await call('createInvoiceLink', { ...invoice, ...change })).description;
    expect(await refusedWith({ prices: [{ label: 'Скидка', amount: -1 }] })).toBe(
      'Bad Request: CURRENCY_TOTAL_AMOUNT_INVALID',
    );
    expect(await refusedWith({ prices: [] })).toBe("Bad Request: can't parse prices JSON object");
    expect(await refusedWith({ prices: [{ label: 'Платье', amount: 10.5 }] })).toBe(
      "Bad Request: can't parse prices JSON object",
    );
    expect(await refusedWith({ title: 'З'.repeat(33) })).toBe(
      'Bad Request: invoice title must be 1-32 characters long',
    );
    expect(await refusedWith({ description: '' })).toBe(
      'Bad Request: invoice description must be 1-255 characters long',
    );
    expect(await refusedWith({ payload: 'я'.repeat(65) })).toBe('Bad Request: INVOICE_PAYLOAD_INVALID');
    expect(await refusedWith({ currency: 'rub' })).toBe('Bad Request: CURRENCY_INVALID');
  });

  it('takes only JPEG addresses for photo results of inline queries and prepared messages', async () => {
    const photo = (url: string) => ({ type: 'photo', id: '1', photo_url: url, thumbnail_url: url });
    expect(
      await call('answerInlineQuery', {
        inline_query_id: '1',
        results: [photo('https://shop.example/media/a.jpg'), photo('https://shop.example/media/b.webp')],
      }),
    ).toEqual(refused(400, 'Bad Request: PHOTO_INVALID'));
    const jpeg = photo('https://shop.example/media/a.jpeg?v=2');
    expect((await call('answerInlineQuery', { inline_query_id: '1', results: [jpeg] })).ok).toBe(true);
    expect(
      await call('savePreparedInlineMessage', {
        user_id: 1,
        result: photo('https://shop.example/demo/dress.svg'),
      }),
    ).toEqual(refused(400, 'Bad Request: PHOTO_INVALID'));
    expect((await call('savePreparedInlineMessage', { user_id: 1, result: jpeg })).ok).toBe(true);
  });

  it('answers 403 to sends to a person who blocked the bot, until unblocked', async () => {
    api.block(55);
    expect(await call('sendMessage', { chat_id: 55, text: 'a' })).toEqual(
      refused(403, 'Forbidden: bot was blocked by the user'),
    );
    expect((await call('sendMessage', { chat_id: 56, text: 'a' })).ok).toBe(true);
    api.unblock(55);
    expect((await call('sendMessage', { chat_id: 55, text: 'a' })).ok).toBe(true);
  });
});

describe('the fake Bot API paces messages as Telegram does', () => {
  it('lets a private chat take a short burst, then answers 429 with retry_after', async () => {
    for (let i = 0; i < 3; i++)
      expect((await call('sendMessage', { chat_id: 9, text: `${i}` })).ok).toBe(true);
    const fourth = await call('sendMessage', { chat_id: 9, text: '4' });
    expect(fourth).toMatchObject({ ok: false, error_code: 429, parameters: { retry_after: 3 } });
    expect(fourth.description).toBe('Too Many Requests: retry after 3');
    expect((await call('sendMessage', { chat_id: 10, text: 'other chat' })).ok).toBe(true);
    // Answers to buttons and payments are no messages and never wait.
    expect((await call('answerCallbackQuery', { callback_query_id: '1' })).ok).toBe(true);
    expect((await call('answerPreCheckoutQuery', { pre_checkout_query_id: '1', ok: true })).ok).toBe(true);
  });

  it('takes 20 messages a minute in a group and about 30 a second from the bot', async () => {
    for (let i = 0; i < 20; i++)
      expect((await call('sendMessage', { chat_id: -5, text: `${i}` })).ok).toBe(true);
    expect(await call('sendMessage', { chat_id: -5, text: '21' })).toMatchObject({
      error_code: 429,
      parameters: { retry_after: 60 },
    });
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => call('sendMessage', { chat_id: 1000 + i, text: 'a' })),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(10);
    expect(api.delivered).toHaveLength(30);
  });

  it('lets a test switch the limits off or change them', async () => {
    api.setRateLimits({ enabled: false });
    for (let i = 0; i < 10; i++)
      expect((await call('sendMessage', { chat_id: 9, text: `${i}` })).ok).toBe(true);
    api.setRateLimits({ enabled: true, privateChatBurst: 1 });
    expect((await call('sendMessage', { chat_id: 11, text: '1' })).ok).toBe(true);
    expect((await call('sendMessage', { chat_id: 11, text: '2' })).error_code).toBe(429);
  });
});

describe('the fake Bot API and pollers', () => {
  it('ends a waiting getUpdates with 409 when a second one comes', async () => {
    const first = call('getUpdates', { timeout: 30 });
    await api.waitForCall('getUpdates');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = call('getUpdates', { timeout: 0 });
    expect(await first).toEqual(
      refused(
        409,
        'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
      ),
    );
    expect(await second).toEqual({ ok: true, result: [] });
  });

  it('refuses getUpdates while a webhook is set, until it is deleted', async () => {
    await call('setWebhook', { url: 'https://shop.example/api/telegram/webhook' });
    expect(await call('getUpdates')).toEqual(
      refused(
        409,
        "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
      ),
    );
    await call('deleteWebhook');
    expect((await call('getUpdates')).ok).toBe(true);
  });
});

describe('faults of sends', () => {
  it('draws 429s, 5xx and dropped connections from a seed, and records what was delivered', async () => {
    api.setRateLimits({ enabled: false });
    api.setFaults({
      seed: 7,
      tooManyRequests: 0.2,
      retryAfterSeconds: { min: 30, max: 120 },
      serverError: 0.2,
      droppedConnection: 0.2,
      droppedAfterDelivery: 0.5,
    });
    const outcomes: string[] = [];
    for (let i = 0; i < 200; i++) {
      try {
        const answer = await call('sendMessage', { chat_id: 1, text: `${i}` });
        if (answer.error_code === 429) {
          expect(answer.parameters?.retry_after).toBeGreaterThanOrEqual(30);
          expect(answer.parameters?.retry_after).toBeLessThanOrEqual(120);
        }
        outcomes.push(String(answer.error_code ?? 200));
      } catch {
        outcomes.push('dropped');
      }
    }
    const count = (outcome: string) => outcomes.filter((seen) => seen === outcome).length;
    expect(count('429')).toBeGreaterThan(20);
    expect(count('500') + count('502')).toBeGreaterThan(20);
    expect(count('dropped')).toBe(api.dropped.length);
    expect(count('dropped')).toBeGreaterThan(20);
    const deliveredUnanswered = api.dropped.filter((drop) => drop.delivered).length;
    expect(deliveredUnanswered).toBeGreaterThan(0);
    expect(deliveredUnanswered).toBeLessThan(count('dropped'));
    expect(api.deliveredTo(1)).toHaveLength(count('200') + deliveredUnanswered);
    expect(api.deliveredTo(1).filter((message) => message.unanswered)).toHaveLength(deliveredUnanswered);

    // The same seed meets the same faults.
    const replay: string[] = [];
    api.setFaults({ seed: 7 });
    for (let i = 0; i < 20; i++) {
      try {
        replay.push(String((await call('sendMessage', { chat_id: 1, text: `${i}` })).error_code ?? 200));
      } catch {
        replay.push('dropped');
      }
    }
    expect(replay).toEqual(outcomes.slice(0, 20));
  });

  it('never fails reads and answers, only sends', async () => {
    api.setFaults({ serverError: 1 });
    expect((await call('getMe')).ok).toBe(true);
    expect((await call('answerCallbackQuery', { callback_query_id: '1' })).ok).toBe(true);
    expect((await call('sendMessage', { chat_id: 1, text: 'a' })).error_code).toBeGreaterThanOrEqual(500);
  });
});
