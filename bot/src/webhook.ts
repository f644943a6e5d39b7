import { type Bot, webhookCallback } from 'grammy';
import type { BotContext } from './context';

/**
 * The Hono handler for Telegram's webhook requests. grammY answers 401 itself when the secret header is wrong;
 * the api checks it first as well, to answer in its own JSON. A slow update is answered 200 after 9 s and keeps
 * running, rather than being failed and sent again by Telegram.
 */
export function createWebhookHandler(bot: Bot<BotContext>, secretToken: string) {
  return webhookCallback(bot, 'hono', { secretToken, onTimeout: 'return', timeoutMilliseconds: 9000 });
}

export type WebhookHandler = ReturnType<typeof createWebhookHandler>;
