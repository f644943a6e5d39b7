/** The bot's view of accounts: who a Telegram user is in the shop. */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { repeatOrderClaims, users } from '../schema';
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

/**
 * The person blocked the bot (my_chat_member "kicked": nothing more is sent to them) or started it again
 * ("member": it may write to them again, as after /start); false when no account is linked.
 */
export async function markBotBlocked(db: DbOrTx, telegramId: number, blocked: boolean): Promise<boolean> {
  const rows = await db
    .update(users)
    .set(
      blocked
        ? { botBlockedAt: sql`coalesce(${users.botBlockedAt}, now())` }
        : { botBlockedAt: null, botMessagesAllowedAt: sql`coalesce(${users.botMessagesAllowedAt}, now())` },
    )
    .where(eq(users.telegramId, telegramId))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Claims a repeat of the order for the buyer: true when no claim younger than `windowSeconds` exists (the claim
 * is then renewed), false for a press inside the window. One statement, so two presses at once cannot both win.
 */
export async function claimOrderRepeat(
  db: DbOrTx,
  claim: { userId: string; orderId: string; windowSeconds: number },
): Promise<boolean> {
  const rows = await db
    .insert(repeatOrderClaims)
    .values({ userId: claim.userId, orderId: claim.orderId })
    .onConflictDoUpdate({
      target: [repeatOrderClaims.userId, repeatOrderClaims.orderId],
      set: { claimedAt: sql`now()` },
      setWhere: sql`${repeatOrderClaims.claimedAt} < now() - make_interval(secs => ${claim.windowSeconds})`,
    })
    .returning({ userId: repeatOrderClaims.userId });
  return rows.length > 0;
}

/**
 * Records that the person allowed the bot to write to her from the mini-app (Telegram's requestWriteAccess),
 * for the account signed in from Telegram; false when the account is not linked to Telegram.
 */
export async function allowBotMessagesForAccount(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ botMessagesAllowedAt: sql`coalesce(${users.botMessagesAllowedAt}, now())` })
    .where(and(eq(users.id, userId), isNotNull(users.telegramId)))
    .returning({ id: users.id });
  return rows.length > 0;
}
