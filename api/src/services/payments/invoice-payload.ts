/**
 * The invoice's payload, which Telegram hands back with the pre-checkout query and the payment: the order id and
 * an HMAC of it under the server secret, so a payload the shop did not make is never taken for an order.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const signatureOf = (secret: string, orderId: string): Buffer =>
  createHmac('sha256', secret).update(`invoice:${orderId}`).digest().subarray(0, 16);

export const invoicePayload = (secret: string, orderId: string): string =>
  `${orderId}.${signatureOf(secret, orderId).toString('base64url')}`;

/** The order id of a payload this shop signed; undefined for anything else. */
export function orderIdOfPayload(secret: string, payload: string): string | undefined {
  const [orderId, signature, ...rest] = payload.split('.');
  if (!orderId || !signature || rest.length > 0) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(secret, orderId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? orderId : undefined;
}
