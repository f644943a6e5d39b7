/** «Мои размеры» of a signed-in buyer: read, and written whole. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { sizeProfiles } from '../schema';

export interface SizeProfile {
  clothing: string | null;
  footwear: string | null;
}

export async function readSizeProfile(db: DbOrTx, userId: string): Promise<SizeProfile> {
  const [row] = await db
    .select({ clothing: sizeProfiles.clothing, footwear: sizeProfiles.footwear })
    .from(sizeProfiles)
    .where(eq(sizeProfiles.userId, userId));
  return row ?? { clothing: null, footwear: null };
}

export async function writeSizeProfile(
  db: DbOrTx,
  userId: string,
  profile: SizeProfile,
): Promise<SizeProfile> {
  const [row] = await db
    .insert(sizeProfiles)
    .values({ userId, ...profile })
    .onConflictDoUpdate({ target: sizeProfiles.userId, set: { ...profile, updatedAt: new Date() } })
    .returning({ clothing: sizeProfiles.clothing, footwear: sizeProfiles.footwear });
  if (!row) throw new Error('The size profile was not written');
  return row;
}
