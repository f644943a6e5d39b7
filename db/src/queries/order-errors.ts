/** Why an order could not be placed or changed; the message is ready to show, the reason picks the status. */
export type OrderErrorReason =
  | 'OUT_OF_STOCK'
  | 'PROMOCODE_UNAVAILABLE'
  | 'IDEMPOTENCY_MISMATCH'
  | 'TRANSITION_NOT_ALLOWED'
  | 'NOT_FOUND';

export class OrderError extends Error {
  constructor(
    readonly reason: OrderErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'OrderError';
  }
}
