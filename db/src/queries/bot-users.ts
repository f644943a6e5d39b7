/** The bot's view of accounts: who a Telegram user is in the shop. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { users } from '../schema';
import type { UserRow } from './users';

/** The account linked to a Telegram user id (by a Telegram sign-in), if any. */
export async function findUserByTelegramId(db: DbOrTx, telegramId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.telegramId, telegramId)).limit(1);
  return row;
}

/** Records that the Telegram user started the bot, so it may write to them first; false when no account is linked. */
export async function allowBotMessages(db: DbOrTx, telegramId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ botMessagesAllowedAt: sql`coalesce(${users.botMessagesAllowedAt}, now())` })
    .where(eq(users.telegramId, telegramId))
    .returning({ id: users.id });
  return rows.length > 0;
}
