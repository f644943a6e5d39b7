import { OrderError } from '@shop/db';
import { ApiError, type ErrorCode } from '../../lib/errors';

const codeByReason: Record<OrderError['reason'], ErrorCode> = {
  OUT_OF_STOCK: 'INSUFFICIENT_STOCK',
  PROMOCODE_UNAVAILABLE: 'CONFLICT',
  IDEMPOTENCY_MISMATCH: 'IDEMPOTENCY_KEY_REUSED',
  TRANSITION_NOT_ALLOWED: 'CONFLICT',
  NOT_FOUND: 'NOT_FOUND',
};

/** An order refused by the database's rules, as the API answers it; anything else passes through. */
export function raiseOrderError(error: unknown): never {
  if (error instanceof OrderError) throw new ApiError(codeByReason[error.reason], error.message);
  throw error;
}
