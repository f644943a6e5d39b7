/** «Мои размеры»: one size code per kind of goods, or null where the buyer has not chosen one. */
import { SIZE_PROFILE_KINDS, type SizeProfileKind } from '@shop/core/rules';

export type SizeProfile = Record<SizeProfileKind, string | null>;

export const noSizes: SizeProfile = { clothing: null, footwear: null };

/** Her size codes, clothing first. */
export const ownSizes = (profile: SizeProfile): string[] =>
  SIZE_PROFILE_KINDS.map((kind) => profile[kind]).filter((code) => code !== null);

/** Two profiles met at sign-in: the kept one's size of each kind wins unless it has none. */
export const mergeSizeProfiles = (kept: SizeProfile, other: SizeProfile): SizeProfile => ({
  clothing: kept.clothing ?? other.clothing,
  footwear: kept.footwear ?? other.footwear,
});

export const sameSizes = (a: SizeProfile, b: SizeProfile): boolean =>
  SIZE_PROFILE_KINDS.every((kind) => a[kind] === b[kind]);

/** A stored profile whatever its state: unknown fields dropped, a non-code read as no size. */
export function sizeProfileOf(value: unknown): SizeProfile {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const code = (field: unknown) => (typeof field === 'string' && field !== '' ? field : null);
  return { clothing: code(record.clothing), footwear: code(record.footwear) };
}
