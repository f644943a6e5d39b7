/**
 * Every update goes through the shop's inbox before it is handled: recorded by its update_id (a repeat is
 * ignored), then marked handled, or failed with its error so that the shop handles it again later. This is also
 * the bot's error boundary: a failing handler is logged and recorded, never thrown at grammY, so a webhook request
 * is still answered 200 and long polling goes on.
 */
import { type Bot, GrammyError, type Middleware } from 'grammy';
import type { Update } from 'grammy/types';
import type { BotContext, BotLogger, UpdateInbox } from './context';
import { messageOf } from './errors';

/** Updates handed back by the shop's retry: recorded already, so not recorded (and refused as seen) again. */
const handledAgain = new WeakSet<Update>();

/**
 * Handles an update the inbox holds as failed or unfinished (its payload as recorded); the inbox learns the outcome
 * as on arrival.
 */
export async function handleUpdateAgain(
  bot: Bot<BotContext>,
  payload: Record<string, unknown>,
): Promise<void> {
  const update = payload as unknown as Update;
  // An instance that neither polls nor receives the webhook has not asked Telegram who the bot is yet.
  await bot.init();
  handledAgain.add(update);
  await bot.handleUpdate(update);
}

/**
 * A Bot API refusal (400, 403: a query too old, a chat gone) stays a refusal however often it is tried; anything
 * else (a 429 or 5xx the retries did not outlast, a dropped connection, the database) may pass later.
 */
const worthRetrying = (error: unknown): boolean =>
  !(
    error instanceof GrammyError &&
    error.error_code >= 400 &&
    error.error_code < 500 &&
    error.error_code !== 429
  );

export function inboxMiddleware(inbox: UpdateInbox | undefined, logger: BotLogger): Middleware<BotContext> {
  return async (ctx, next) => {
    const id = ctx.update.update_id;
    let recorded = handledAgain.has(ctx.update);
    if (inbox && !recorded) {
      try {
        if ((await inbox.record(ctx.update)) === 'seen') return;
        recorded = true;
      } catch (error) {
        // Better handled once without the record than not at all.
        logger.warn(
          `bot: update ${id} could not be recorded, handled without the inbox: ${messageOf(error)}`,
        );
      }
    }
    try {
      await next();
    } catch (error) {
      logger.error(`bot: update ${id} failed: ${messageOf(error)}`);
      if (inbox && recorded) {
        await inbox
          .failed(id, messageOf(error), worthRetrying(error))
          .catch((failure: unknown) =>
            logger.warn(`bot: the failure of update ${id} could not be recorded: ${messageOf(failure)}`),
          );
      }
      return;
    }
    if (inbox && recorded) {
      await inbox
        .handled(id)
        .catch((failure: unknown) =>
          logger.warn(`bot: update ${id} could not be marked handled: ${messageOf(failure)}`),
        );
    }
  };
}
