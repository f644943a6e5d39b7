/**
 * A guest's key to their order: HMAC-SHA256 of the order id under the server secret, 32 bytes in base64url.
 * Nothing is stored, so a repeated request with the same Idempotency-Key gets the same token back, and a
 * database copy alone opens no order. Changing JWT_SECRET invalidates the guests' links along with the sessions.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const tokenOf = (secret: string, orderId: string): Buffer =>
  createHmac('sha256', secret).update(`order-access:${orderId}`).digest();

export const orderAccessToken = (secret: string, orderId: string): string =>
  tokenOf(secret, orderId).toString('base64url');

export function isOrderAccessToken(secret: string, orderId: string, token: string | undefined): boolean {
  // Node's base64url decoder skips characters outside the alphabet, so `<token>=` would decode to the same bytes.
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const given = Buffer.from(token, 'base64url');
  const expected = tokenOf(secret, orderId);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The order's page in the storefront: a guest's link carries the token that opens it, as the confirmation gives. */
export function orderPageUrl(
  origin: string,
  secret: string,
  order: { id: string; userId: string | null },
): URL {
  const url = new URL(`/order-confirmation/${order.id}`, origin);
  if (order.userId === null) url.searchParams.set('token', orderAccessToken(secret, order.id));
  return url;
}
