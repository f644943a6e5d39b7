/**
 * The Telegram outbox (schema/telegram.ts): messages are written in the caller's transaction, taken by the one
 * sender of the shop a chat at a time (each chat's oldest pending message, claimed before it goes), and marked
 * sent, retried later or failed by what Telegram answered. What a message changes once sent (`onSent`) is applied
 * in the same transaction that marks it sent.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { rawRows } from '../raw-rows';
import { carts, stockSubscriptions, telegramOutbox, users } from '../schema';
import { withTransaction } from '../transaction';
import { markBotBlocked } from './bot-users';

export type TelegramMethod = 'sendMessage' | 'editMessageText';

/** What changes in the shop once Telegram took the message, or once the buyer turned out to have blocked the bot. */
export type OutboxEffect =
  /** The buyer was told the variant is back: the wait ends. */
  | { kind: 'stock-subscription.notified'; subscriptionId: number }
  /** The buyer was reminded of the cart as it was at `cartUpdatedAt`: no second reminder until it changes. */
  | { kind: 'cart.reminded'; cartId: string; cartUpdatedAt: string }
  /**
   * The text holds a secret (a password link): once sent, or failed for good, the row keeps `text` instead, so the
   * secret is stored only while the message waits to go.
   */
  | { kind: 'text.forget'; text: string };

export interface OutgoingMessage {
  chatId: string | number;
  method?: TelegramMethod;
  /** The method's parameters besides chat_id. */
  payload: Record<string, unknown>;
  purpose: string;
  /** One message per key ever. */
  key?: string;
  onSent?: OutboxEffect;
  orderId?: string;
}

/** A message as its outbox row's columns; place_order (db/sql/orders.sql) reads them by these names too. */
export const outboxValues = (message: OutgoingMessage) => ({
  chatId: String(message.chatId),
  method: message.method ?? 'sendMessage',
  payload: message.payload,
  purpose: message.purpose,
  key: message.key ?? null,
  onSent: message.onSent ?? null,
  orderId: message.orderId ?? null,
});

/** Writes messages; ones whose key was written before are skipped. Answers how many were written. */
export async function queueTelegramMessages(db: DbOrTx, messages: OutgoingMessage[]): Promise<number> {
  if (messages.length === 0) return 0;
  const rows = await db
    .insert(telegramOutbox)
    .values(messages.map(outboxValues))
    .onConflictDoNothing({ target: telegramOutbox.key })
    .returning({ id: telegramOutbox.id });
  return rows.length;
}

export interface DueTelegramMessage {
  id: number;
  chatId: string;
  method: TelegramMethod;
  payload: Record<string, unknown>;
  purpose: string;
  /** Tries before this one. */
  attempts: number;
}

/**
 * The next message of each chat, oldest first, when it is due: a chat whose oldest pending message waits (a 429,
 * a backoff) sends nothing newer meanwhile, so its messages arrive in the order they were written.
 */
export async function dueTelegramMessages(
  db: DbOrTx,
  options: { limit: number },
): Promise<DueTelegramMessage[]> {
  const result = await db.execute(sql`
    select h.id, h.chat_id as "chatId", h.method, h.payload, h.purpose, h.attempts
    from (
      select distinct on (chat_id) id, chat_id, method, payload, purpose, attempts, next_attempt_at
      from telegram_outbox where status = 'pending'
      order by chat_id, id
    ) h
    where h.next_attempt_at <= now()
    order by h.id
    limit ${options.limit}`);
  return rawRows<DueTelegramMessage & { id: number | string }>(result).map((row) => ({
    ...row,
    id: Number(row.id),
  }));
}

/**
 * Takes a due message for one sender for `leaseMs`: its chat's next attempt moves to the lease's end, so no other
 * read of the due messages offers it meanwhile. False when it is no longer due: sent, failed or taken since it was
 * read (a read of the due messages can answer from before another sender's mark, or this sender's own).
 */
export async function claimTelegramMessage(db: DbOrTx, id: number, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(telegramOutbox)
    .set({ nextAttemptAt: sql`now() + ${Math.round(leaseMs)} * interval '1 millisecond'` })
    .where(
      and(
        eq(telegramOutbox.id, id),
        eq(telegramOutbox.status, 'pending'),
        sql`${telegramOutbox.nextAttemptAt} <= now()`,
      ),
    )
    .returning({ id: telegramOutbox.id });
  return rows.length > 0;
}

/** Sent messages since `sinceMs` ago, for a sender taking over to start from the rates already spent. */
export async function recentlySentTelegramMessages(
  db: DbOrTx,
  sinceMs: number,
): Promise<{ chatId: string; sentAt: Date }[]> {
  const result = await db.execute(sql`
    select chat_id as "chatId", sent_at as "sentAt" from telegram_outbox
    where status = 'sent' and sent_at > now() - ${sinceMs} * interval '1 millisecond'
    order by sent_at`);
  return rawRows<{ chatId: string; sentAt: Date | string }>(result).map((row) => ({
    chatId: row.chatId,
    sentAt: new Date(row.sentAt),
  }));
}

async function applyEffect(tx: DbOrTx, id: number, effect: OutboxEffect | null): Promise<void> {
  if (!effect) return;
  switch (effect.kind) {
    case 'text.forget':
      await tx
        .update(telegramOutbox)
        .set({ payload: sql`jsonb_set(${telegramOutbox.payload}, '{text}', to_jsonb(${effect.text}::text))` })
        .where(eq(telegramOutbox.id, id));
      return;
    case 'stock-subscription.notified':
      await tx.delete(stockSubscriptions).where(eq(stockSubscriptions.id, effect.subscriptionId));
      return;
    case 'cart.reminded':
      await tx
        .update(carts)
        .set({
          remindedAt: sql`greatest(coalesce(${carts.remindedAt}, ${effect.cartUpdatedAt}::timestamptz), ${effect.cartUpdatedAt}::timestamptz)`,
        })
        .where(eq(carts.id, effect.cartId));
      return;
  }
}

async function effectOf(tx: DbOrTx, id: number): Promise<OutboxEffect | null> {
  const [row] = await tx
    .select({ onSent: telegramOutbox.onSent })
    .from(telegramOutbox)
    .where(eq(telegramOutbox.id, id));
  return (row?.onSent as OutboxEffect | null | undefined) ?? null;
}

/** Telegram took the message: it is sent, and what it changes is changed. */
export function markTelegramMessageSent(
  db: DbOrTx,
  id: number,
  telegramMessageId: number | undefined,
): Promise<void> {
  return withTransaction(db, async (tx) => {
    const updated = await tx
      .update(telegramOutbox)
      .set({
        status: 'sent',
        sentAt: sql`now()`,
        attempts: sql`${telegramOutbox.attempts} + 1`,
        telegramMessageId: telegramMessageId ?? null,
        lastError: null,
      })
      .where(and(eq(telegramOutbox.id, id), eq(telegramOutbox.status, 'pending')))
      .returning({ id: telegramOutbox.id });
    if (updated.length > 0) await applyEffect(tx, id, await effectOf(tx, id));
  });
}

/** Not sent this time: tried again after `delayMs`. */
export async function postponeTelegramMessage(
  db: DbOrTx,
  id: number,
  { error, delayMs }: { error: string; delayMs: number },
): Promise<void> {
  await db
    .update(telegramOutbox)
    .set({
      attempts: sql`${telegramOutbox.attempts} + 1`,
      lastError: error,
      nextAttemptAt: sql`now() + ${Math.max(0, Math.round(delayMs))} * interval '1 millisecond'`,
    })
    .where(and(eq(telegramOutbox.id, id), eq(telegramOutbox.status, 'pending')));
}

/**
 * Telegram refused the message for good, or it ran out of tries: it stays for the staff to see with its reason
 * (a secret it held is forgotten first). When the buyer blocked the bot, the account says so (nothing more is
 * written to them) and what the message would have ended ends all the same: a blocked buyer waits for nothing.
 */
export function failTelegramMessage(
  db: DbOrTx,
  id: number,
  { error, botBlocked }: { error: string; botBlocked: boolean },
): Promise<void> {
  return withTransaction(db, async (tx) => {
    const [failed] = await tx
      .update(telegramOutbox)
      .set({
        status: 'failed',
        failedAt: sql`now()`,
        attempts: sql`${telegramOutbox.attempts} + 1`,
        lastError: error,
      })
      .where(and(eq(telegramOutbox.id, id), eq(telegramOutbox.status, 'pending')))
      .returning({ chatId: telegramOutbox.chatId, onSent: telegramOutbox.onSent });
    if (!failed) return;
    const effect = failed.onSent as OutboxEffect | null;
    if (effect?.kind === 'text.forget') await applyEffect(tx, id, effect);
    if (!botBlocked) return;
    if (/^\d+$/.test(failed.chatId)) await markBotBlocked(tx, Number(failed.chatId), true);
    if (effect?.kind !== 'text.forget') await applyEffect(tx, id, effect);
  });
}

export type TelegramMessageRow = typeof telegramOutbox.$inferSelect;

/** Messages that did not go, newest first, for the staff. */
export async function listFailedTelegramMessages(
  db: DbOrTx,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ messages: TelegramMessageRow[]; total: number }> {
  const [messages, [count]] = await Promise.all([
    db
      .select()
      .from(telegramOutbox)
      .where(eq(telegramOutbox.status, 'failed'))
      .orderBy(desc(telegramOutbox.failedAt), desc(telegramOutbox.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(telegramOutbox)
      .where(eq(telegramOutbox.status, 'failed')),
  ]);
  return { messages, total: Number(count?.total ?? 0) };
}

/** Counts of the outbox by state, for the staff's overview. */
export async function telegramOutboxCounts(
  db: DbOrTx,
): Promise<{ pending: number; failed: number; sentToday: number }> {
  const result = await db.execute(sql`
    select count(*) filter (where status = 'pending')::int as pending,
           count(*) filter (where status = 'failed')::int as failed,
           count(*) filter (where status = 'sent' and sent_at > now() - interval '1 day')::int as "sentToday"
    from telegram_outbox`);
  const [row] = rawRows<{ pending: number; failed: number; sentToday: number }>(result);
  return {
    pending: Number(row?.pending ?? 0),
    failed: Number(row?.failed ?? 0),
    sentToday: Number(row?.sentToday ?? 0),
  };
}

/** A failed message sent again at staff's word: pending from now, with fresh tries. False when not failed. */
export async function resendTelegramMessage(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(telegramOutbox)
    .set({ status: 'pending', failedAt: null, attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(telegramOutbox.id, id), eq(telegramOutbox.status, 'failed')))
    .returning({ id: telegramOutbox.id });
  return rows.length > 0;
}

/** The sent message a staff post became, to edit it later (the order's buttons pressed). */
export async function findTelegramMessage(db: DbOrTx, id: number): Promise<TelegramMessageRow | undefined> {
  const [row] = await db.select().from(telegramOutbox).where(eq(telegramOutbox.id, id));
  return row;
}

/**
 * The Telegram id to write to a buyer at: linked to Telegram, she let the bot write (the mini-app's
 * allows_write_to_pm, write access asked at checkout, or /start), has not blocked the bot and is not blocked by
 * staff; otherwise undefined.
 */
export async function reachableTelegramId(db: DbOrTx, userId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ telegramId: users.telegramId })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        sql`${users.telegramId} is not null and ${users.botMessagesAllowedAt} is not null
            and ${users.botBlockedAt} is null and ${users.blockedAt} is null`,
      ),
    );
  return row?.telegramId ?? undefined;
}
