/**
 * The idle-cart reminder's one query: carts with lines, unchanged for the idle time, not yet reminded since their
 * last change, whose owner is linked to Telegram, let the bot write and is not blocked. They are marked reminded
 * in the same statement that picks them (rows another sweep holds are skipped), so each is taken once.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { rawRows } from '../raw-rows';

export interface DueCartReminder {
  telegramId: number;
  /** Pieces in the cart (the lines' quantities added up). */
  itemCount: number;
  /** The lines at the prices they were added at. */
  totalKopecks: number;
}

export async function claimDueCartReminders(
  db: DbOrTx,
  options: { idleMs: number; limit: number },
): Promise<DueCartReminder[]> {
  const result = await db.execute(sql`
    with due as (
      select c.id, u.telegram_id
      from carts c join users u on u.id = c.user_id
      where c.updated_at < now() - ${options.idleMs} * interval '1 millisecond'
        and (c.reminded_at is null or c.reminded_at < c.updated_at)
        and u.telegram_id is not null and u.bot_messages_allowed_at is not null and u.blocked_at is null
        and exists (select 1 from cart_items i where i.cart_id = c.id)
      order by c.updated_at
      limit ${options.limit}
      for update of c skip locked
    ), marked as (
      update carts c set reminded_at = now() from due where c.id = due.id returning c.id, due.telegram_id
    )
    select m.telegram_id as "telegramId", sum(i.quantity)::int as "itemCount",
           sum(i.quantity * i.price_kopecks)::bigint as "totalKopecks"
    from marked m join cart_items i on i.cart_id = m.id
    group by m.id, m.telegram_id`);
  return rawRows<{ telegramId: number | string; itemCount: number; totalKopecks: number | string }>(
    result,
  ).map((row) => ({
    telegramId: Number(row.telegramId),
    itemCount: Number(row.itemCount),
    totalKopecks: Number(row.totalKopecks),
  }));
}
