/** The signed-in buyer changing her own name, email and phone (PATCH /api/auth/me). */
import { type ProfileInput, profileTexts } from '@shop/core';
import { type DbOrTx, findUserById, type UserRow, updateUserProfile } from '@shop/db';
import { ApiError } from '../../lib/errors';
import { unauthorized } from '../../middleware/auth';

const takenTexts = { email: profileTexts.emailTaken, phone: profileTexts.phoneTaken } as const;

/** The account after the change; 409 naming each email or phone another account holds. */
export async function updateOwnProfile(db: DbOrTx, userId: string, input: ProfileInput): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  // An account with a password signs in and resets it by email: it may change the address, not drop it. One linked
  // to Telegram gets its reset links there, so it may do without.
  if (input.email === null && user.passwordHash !== null && user.telegramId === null) {
    throw new ApiError('VALIDATION_ERROR', profileTexts.emailNeeded, { email: profileTexts.emailNeeded });
  }
  const result = await updateUserProfile(db, user.id, input);
  if (result.ok) return result.user;
  if ('missing' in result) throw unauthorized();
  const fields = Object.fromEntries(result.taken.map((field) => [field, takenTexts[field]]));
  throw new ApiError('CONFLICT', Object.values(fields).join('. '), fields);
}
