/**
 * A buyer's referral code and how it travels: `ref_<code>` in a Telegram start parameter (A-Z a-z 0-9 _ - only,
 * at most 64 characters) and `?ref=<code>` on the web.
 */

/** No 0/O, 1/I/L: a code read aloud or typed from a photo comes out right. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;
export const referralCodePattern = /^[2-9A-HJKMNP-Z]{8}$/;
export const REFERRAL_START_PREFIX = 'ref_';

/** 8 characters of 31: about 8.5 × 10^11 codes, so guessing a buyer's code is hopeless. */
export function newReferralCode(random: (bytes: number) => Uint8Array): string {
  const bytes = random(REFERRAL_CODE_LENGTH * 2);
  let code = '';
  for (const byte of bytes) {
    // 248 = 8 × 31: bytes above it would favour the first letters, so they are skipped.
    if (byte >= 248) continue;
    code += ALPHABET[byte % ALPHABET.length];
    if (code.length === REFERRAL_CODE_LENGTH) return code;
  }
  return newReferralCode(random);
}

/** The code of a `ref_<code>` start parameter or a `?ref=` value; null for anything else. */
export function referralCodeOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const raw = value.startsWith(REFERRAL_START_PREFIX) ? value.slice(REFERRAL_START_PREFIX.length) : value;
  const code = raw.trim().toUpperCase();
  return referralCodePattern.test(code) ? code : null;
}

export const referralTexts = {
  inviteTitle: 'Пригласить подругу',
  rewardCodeDescription: 'Подарок за приглашение подруги',
  rewardTold: (code: string, discount: string) =>
    `Спасибо за покупку по приглашению! Ваш промокод ${code} даёт скидку ${discount} на следующий заказ.`,
  rewardToldReferrer: (code: string, discount: string) =>
    `Подруга сделала первый заказ по вашей ссылке. Ваш промокод ${code} даёт скидку ${discount} на следующий заказ.`,
};
