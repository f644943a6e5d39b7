/**
 * Telegram's webhook: Telegram posts each update to /api/telegram/webhook with the secret given to setWebhook in
 * the X-Telegram-Bot-Api-Secret-Token header. Anything without that secret is refused before grammY (which would
 * first call getMe) sees it.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import type { WebhookHandler } from '@shop/bot';
import { createMiddleware } from 'hono/factory';
import { errorResponseSchema } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { createRouter } from '../lib/router';

export const TELEGRAM_WEBHOOK_PATH = '/api/telegram/webhook';
const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

export interface TelegramWebhook {
  secretToken: string;
  handleUpdate: WebhookHandler;
}

/**
 * The webhook secret, derived from JWT_SECRET so that every replica agrees on it without one more setting, and so
 * that a new JWT secret also changes it (setWebhook at the next start hands Telegram the new one). Telegram allows
 * 1-256 characters of A-Z, a-z, 0-9, _ and -: base64url of an HMAC fits.
 */
export function webhookSecretFor(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('telegram-webhook-secret').digest('base64url');
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function requireSecret(secretToken: string) {
  const expected = digest(secretToken);
  return createMiddleware(async (c, next) => {
    const given = c.req.header(SECRET_HEADER);
    // Comparing digests keeps the comparison constant-time whatever the length of what was sent.
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      throw new ApiError('UNAUTHORIZED', 'Запрос не от Telegram: неверный секретный токен');
    }
    await next();
  });
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorResponseSchema } },
});

export function telegramWebhookRoutes(webhook: TelegramWebhook) {
  const route = createRoute({
    method: 'post',
    path: '/',
    tags: ['telegram'],
    summary: 'An update for the bot, sent by Telegram (webhook mode)',
    description:
      'Only Telegram calls this: the X-Telegram-Bot-Api-Secret-Token header must carry the secret the shop gave to setWebhook.',
    middleware: [requireSecret(webhook.secretToken)] as const,
    request: {
      headers: z.object({ [SECRET_HEADER]: z.string() }),
      body: {
        required: true,
        content: { 'application/json': { schema: z.looseObject({ update_id: z.number().int() }) } },
      },
    },
    responses: {
      200: { description: 'The update was handled (an empty body, or a Bot API call for Telegram to make)' },
      400: errorResponse('Not a Telegram update'),
      401: errorResponse('The secret header is missing or wrong'),
    },
  });
  return createRouter().openapi(route, (c) => webhook.handleUpdate(c));
}
