/**
 * A buyer who arrives by a friend's link (`?ref=<code>` on the web, `ref_<code>` as the mini-app's start
 * parameter) keeps the code on this device until an order of hers is placed signed in: the server attributes
 * that order when it is her account's first, and ignores the code otherwise.
 */
import { referralCodeOf } from '@shop/core';
import { readString, STORAGE_KEYS, writeString } from './storage';

/** Remembers the code of a link; the latest link wins. Anything that is not a code is left alone. */
export function rememberReferral(value: string | null | undefined): void {
  const code = referralCodeOf(value);
  if (code) writeString(STORAGE_KEYS.referralCode, code);
}

/** Reads `?ref=` from the address and takes it out, so a shared page address does not pass the code on. */
export function rememberReferralFromAddress(): void {
  const url = new URL(window.location.href);
  const ref = url.searchParams.get('ref');
  if (ref === null) return;
  rememberReferral(ref);
  url.searchParams.delete('ref');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export const rememberedReferralCode = (): string | null =>
  referralCodeOf(readString(STORAGE_KEYS.referralCode));

export const forgetReferral = (): void => writeString(STORAGE_KEYS.referralCode, null);
