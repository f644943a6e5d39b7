// The staff chat's order post as the shop writes it into its outbox (its buttons, its text once acted on) and the
// buttons' callback data as the bot reads it back. No grammY here: the shop loads this without a bot running.
import { cutText, TELEGRAM_LIMITS } from '@shop/core';
import { texts } from './texts';

/** A press of one of those buttons: the action and the order id. */
export const STAFF_ACTION =
  /^staff:(confirm|cancel):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * The buttons under a new order in the staff chat; the api sends the message, the bot's staff-orders feature
 * handles the press.
 */
export function staffOrderButtons(orderId: string): { text: string; callback_data: string }[][] {
  return [
    [
      { text: texts.confirmOrderButton, callback_data: `staff:confirm:${orderId}` },
      { text: texts.cancelOrderButton, callback_data: `staff:cancel:${orderId}` },
    ],
  ];
}

/** The staff post once acted on: its text with who did what under it, within Telegram's limit. */
export function staffPostAfterAction(
  before: string | undefined,
  statusLabel: string,
  staffName: string,
): string {
  const line = texts.staffOrderOutcome(statusLabel, staffName);
  if (!before) return line;
  return `${cutText(before, TELEGRAM_LIMITS.text - line.length - 2)}\n\n${line}`;
}
