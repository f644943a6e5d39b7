/**
 * What the buyer has typed at checkout, kept in session storage so a reload (or Telegram reopening the mini-app)
 * does not wipe the form; dropped once the order is placed. Session storage ends with the tab, so a draft with a
 * name and phone is not left on a shared computer for longer than the visit.
 */
const DRAFT_KEY = 'checkout-draft';

export type CheckoutDraft = Record<string, string>;

export function readCheckoutDraft(): CheckoutDraft {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export function saveCheckoutDraft(draft: CheckoutDraft): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or switched off: the form still works, it just is not kept over a reload.
  }
}

export function clearCheckoutDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}
