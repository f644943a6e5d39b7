/** «Мои размеры» of the signed-in buyer: each size must be an active size of its kind of goods. */
import { SIZE_PROFILE_KINDS } from '@shop/core';
import { type DbOrTx, listActiveSizes, type SizeProfile, writeSizeProfile } from '@shop/db';
import { ApiError } from '../../lib/errors';

const unknownSize = 'Такого размера нет в магазине';

/** Writes the whole profile; 400 naming each field whose size the shop does not offer for that kind. */
export async function saveSizeProfile(
  db: DbOrTx,
  userId: string,
  profile: SizeProfile,
): Promise<SizeProfile> {
  const offered = await listActiveSizes(db);
  const fields: Record<string, string> = {};
  for (const kind of SIZE_PROFILE_KINDS) {
    const code = profile[kind];
    if (code !== null && !offered.some((size) => size.code === code && size.productType === kind)) {
      fields[kind] = unknownSize;
    }
  }
  if (Object.keys(fields).length > 0) throw new ApiError('VALIDATION_ERROR', unknownSize, fields);
  return writeSizeProfile(db, userId, profile);
}
