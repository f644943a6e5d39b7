/**
 * What a buyer may change in her own profile: name, email and phone, checked with the rules sign-up and checkout
 * already use (one rule each), so the form, the API and the orders agree on what a valid email or phone is.
 */
import { z } from 'zod';
import { checkoutTexts, normalizeRussianPhone } from '../orders/checkout-input';
import { credentialTexts, registerInput } from './credentials';

export const profileTexts = {
  phone: checkoutTexts.phone,
  emailTaken: 'Этот email уже указан в другом аккаунте',
  phoneTaken: 'Этот телефон уже указан в другом аккаунте',
  emailNeeded: 'Укажите email: по нему вы входите и восстанавливаете пароль',
} as const;

/** A Russian number as a profile keeps it: the digits sign-in reads (79161234567); null when it is not one. */
export const profilePhoneOf = (raw: string): string | null => normalizeRussianPhone(raw)?.slice(1) ?? null;

/** Empty means "not given"; otherwise a Russian number (profilePhoneOf). */
const profilePhone = z
  .string(profileTexts.phone)
  .max(32, profileTexts.phone)
  .transform((phone, ctx): string | null => {
    if (phone.trim() === '') return null;
    const normalized = profilePhoneOf(phone);
    if (normalized) return normalized;
    ctx.addIssue({ code: 'custom', message: profileTexts.phone });
    return z.NEVER;
  });

/** Empty means "not given" (a Telegram account may have none); otherwise sign-up's email rule and message. */
const profileEmail = z.string(credentialTexts.email).transform((email, ctx): string | null => {
  if (email.trim() === '') return null;
  const checked = registerInput.shape.email.safeParse(email);
  if (checked.success) return checked.data;
  ctx.addIssue({ code: 'custom', message: credentialTexts.email });
  return z.NEVER;
});

/** Every field is optional: a field left out stays as it is. */
export const profileInput = z.object({
  name: registerInput.shape.name.optional(),
  email: profileEmail.optional(),
  phone: profilePhone.optional(),
});

export type ProfileInput = z.output<typeof profileInput>;
/** The fields as a form sends them: an empty email or phone means "not given". */
export type ProfileFields = z.input<typeof profileInput>;
