/**
 * The shop's outbox and its sender over a fake Bot API, for tests: `send()` sends everything due (as the running
 * shop's sender would, without the rate waits unless `rates` are given) and answers what happened.
 */
import { outboxApi } from '@shop/bot';
import type { FakeBotApi } from '@shop/bot/testing';
import type { DatabaseHandle } from '@shop/db';
import type { Logger } from '../lib/logger';
import { type TelegramOutbox, telegramOutbox } from '../telegram/outbox';
import { createOutboxSender, type DrainResult } from '../telegram/outbox-sender';
import type { SendRates } from '../telegram/send-rates';

/** Rates that never make a test wait. */
export const unlimitedRates: SendRates = {
  perBot: 1_000_000,
  botWindowMs: 1,
  chatGapMs: 0,
  perGroup: 1_000_000,
  groupWindowMs: 1,
};

export interface TestOutbox {
  outbox: TelegramOutbox;
  send(): Promise<DrainResult>;
}

export function testOutbox(
  database: Pick<DatabaseHandle, 'db' | 'tryLock'>,
  telegram: FakeBotApi,
  options: {
    token: string;
    log: Logger;
    staffChatId?: string;
    webAppUrl?: string;
    rates?: SendRates;
  },
): TestOutbox {
  const sender = createOutboxSender({
    database,
    api: outboxApi(options.token, { apiRoot: telegram.apiRoot, timeoutSeconds: 5 }),
    log: options.log,
    rates: options.rates ?? unlimitedRates,
  });
  return {
    outbox: telegramOutbox({
      staffChatId: options.staffChatId,
      webAppUrl: options.webAppUrl ?? 'https://shop.example',
    }),
    send: () => sender.drain(),
  };
}
