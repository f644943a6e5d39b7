/**
 * The idle-cart reminder's one query: carts with lines, unchanged for the idle time, not yet reminded since their
 * last change and with no reminder of this version already written, whose owner is linked to Telegram, let the bot
 * write, has not blocked it and is not blocked by staff. The cart is marked reminded only once its message went
 * out (the outbox's `cart.reminded` effect), so a reminder Telegram never took is not counted as given.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { rawRows } from '../raw-rows';

export interface DueCartReminder {
  cartId: string;
  /** The cart's version the reminder is for, as Postgres writes a timestamp (microseconds kept). */
  cartUpdatedAt: string;
  /** One reminder per cart version ever: the outbox key. */
  key: string;
  telegramId: number;
  /** Pieces in the cart (the lines' quantities added up). */
  itemCount: number;
  /** The lines at the prices they were added at. */
  totalKopecks: number;
}

export async function dueCartReminders(
  db: DbOrTx,
  options: { idleMs: number; limit: number },
): Promise<DueCartReminder[]> {
  const result = await db.execute(sql`
    with due as (
      select c.id, c.updated_at, u.telegram_id,
             'cart-reminder:' || c.id || ':' || (extract(epoch from c.updated_at) * 1000000)::bigint as key
      from carts c join users u on u.id = c.user_id
      where c.updated_at < now() - ${options.idleMs} * interval '1 millisecond'
        and (c.reminded_at is null or c.reminded_at < c.updated_at)
        and u.telegram_id is not null and u.bot_messages_allowed_at is not null and u.blocked_at is null
        and u.bot_blocked_at is null
        and exists (select 1 from cart_items i where i.cart_id = c.id)
    )
    select d.id as "cartId", d.updated_at::text as "cartUpdatedAt", d.key, d.telegram_id as "telegramId",
           sum(i.quantity)::int as "itemCount", sum(i.quantity * i.price_kopecks)::bigint as "totalKopecks"
    from due d join cart_items i on i.cart_id = d.id
    where not exists (select 1 from telegram_outbox o where o.key = d.key)
    group by d.id, d.updated_at, d.key, d.telegram_id
    order by d.updated_at
    limit ${options.limit}`);
  return rawRows<{
    cartId: string;
    cartUpdatedAt: string;
    key: string;
    telegramId: number | string;
    itemCount: number;
    totalKopecks: number | string;
  }>(result).map((row) => ({
    cartId: row.cartId,
    cartUpdatedAt: row.cartUpdatedAt,
    key: row.key,
    telegramId: Number(row.telegramId),
    itemCount: Number(row.itemCount),
    totalKopecks: Number(row.totalKopecks),
  }));
}
