import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestampTz, timestampTzNow } from './columns';
import { orders } from './orders';

export const telegramMessageStatus = pgEnum('telegram_message_status', ['pending', 'sent', 'failed']);

/**
 * Every message the shop sends to Telegram (buyer notices, staff posts and their edits, payment notices,
 * back-in-stock, cart reminders): written in the transaction of the change that causes it, sent by one sender
 * for the whole shop at Telegram's rates, and marked sent only once Telegram took it. A message to a chat waits
 * behind that chat's earlier ones, so a buyer reads "принят" before "подтверждён".
 */
export const telegramOutbox = pgTable(
  'telegram_outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** A numeric chat id as text, or '@channel'. */
    chatId: text().notNull(),
    /** The Bot API method: 'sendMessage' or 'editMessageText'. */
    method: text().notNull().default('sendMessage'),
    /** The method's parameters besides chat_id. */
    payload: jsonb().notNull(),
    /** What the message is for ('order.placed', 'staff.new-order', 'stock.back-in-stock'...), shown to staff. */
    purpose: text().notNull(),
    /** One message per key ever: writing it again does nothing (a rerun of the job that wrote it). */
    key: text(),
    /** What changes in the shop once Telegram took the message (a subscription ends, a cart is marked reminded). */
    onSent: jsonb(),
    /** The order the message is about, so staff find it from the order. */
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    status: telegramMessageStatus().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** Not sent before then: a 429's retry_after, a backoff after a 5xx or a dropped connection. */
    nextAttemptAt: timestampTzNow(),
    /** Why the last try failed, or why the message finally did not go. */
    lastError: text(),
    /** Telegram's message_id of a sent message (a staff post later edited). */
    telegramMessageId: bigint({ mode: 'number' }),
    createdAt: timestampTzNow(),
    sentAt: timestampTz(),
    failedAt: timestampTz(),
  },
  (t) => [
    uniqueIndex('telegram_outbox_key_idx').on(t.key),
    index('telegram_outbox_pending_idx').on(t.chatId, t.id).where(sql`${t.status} = 'pending'`),
    index('telegram_outbox_failed_idx').on(t.failedAt).where(sql`${t.status} = 'failed'`),
    index('telegram_outbox_order_idx').on(t.orderId),
  ],
);

/**
 * Every update Telegram delivered, recorded by its update_id before it is handled: a repeat of the same update
 * (a webhook retried, a poller restarted) is ignored, and an update whose handling failed is handled again later
 * instead of being lost with the log.
 */
export const telegramUpdates = pgTable(
  'telegram_updates',
  {
    updateId: bigint({ mode: 'number' }).primaryKey(),
    payload: jsonb().notNull(),
    receivedAt: timestampTzNow(),
    handledAt: timestampTz(),
    attempts: integer().notNull().default(0),
    /** Not handled again before then; the instance handling it holds it until this time. */
    nextAttemptAt: timestampTzNow(),
    lastError: text(),
  },
  (t) => [index('telegram_updates_unhandled_idx').on(t.nextAttemptAt).where(sql`${t.handledAt} is null`)],
);
