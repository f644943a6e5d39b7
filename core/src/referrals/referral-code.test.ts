import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newReferralCode, referralCodeOf, referralCodePattern } from './referral-code';

describe('referral codes', () => {
  it('draws 8 characters of the unambiguous alphabet, different each time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newReferralCode(randomBytes)));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(referralCodePattern);
  });

  it('reads a code from ref_<code> and ?ref=, in any letter case, and nothing else', () => {
    expect(referralCodeOf('ref_k7m2q9xd')).toBe('K7M2Q9XD');
    expect(referralCodeOf('K7M2Q9XD')).toBe('K7M2Q9XD');
    expect(referralCodeOf('product_12')).toBeNull();
    expect(referralCodeOf('ref_K7M2Q9X0')).toBeNull();
    expect(referralCodeOf('ref_<script>')).toBeNull();
    expect(referralCodeOf(null)).toBeNull();
  });
});
