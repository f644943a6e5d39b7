/**
 * POST /orders with its Idempotency-Key, waiting up to 45 s (SPEC 9). Guests send their lines; a signed-in
 * buyer orders the server cart, so no lines go with the request.
 */
import type { CheckoutInput } from '@shop/core';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';
import { rememberedReferralCode } from '../../../shared/lib/referral-arrival';
import { type CartItem, wholesaleFieldsOf } from '../../cart';

const ORDER_TIMEOUT_MS = 45_000;

export interface PlaceOrderRequest {
  checkout: CheckoutInput;
  idempotencyKey: string;
  guestLines: readonly CartItem[] | null;
  source: 'web' | 'miniapp';
}

const guestLinesOf = (items: readonly CartItem[]) =>
  items.map((item) => ({
    productId: item.productId,
    colorCode: item.color,
    sizeCode: item.size,
    quantity: item.quantity,
    ...wholesaleFieldsOf(item),
  }));

/** A signed-in buyer's order carries the friend's code she arrived by; the server decides whether it counts. */
export function placeOrder(request: PlaceOrderRequest) {
  const referralCode = request.guestLines ? null : rememberedReferralCode();
  return unwrap(
    client.api.orders.$post(
      {
        header: { 'idempotency-key': request.idempotencyKey },
        json: {
          ...request.checkout,
          source: request.source,
          ...(request.guestLines ? { lines: guestLinesOf(request.guestLines) } : {}),
          ...(referralCode ? { referralCode } : {}),
        },
      },
      requestOptions({ timeoutMs: ORDER_TIMEOUT_MS }),
    ),
  );
}
