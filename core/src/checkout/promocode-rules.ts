/**
 * Whether a promocode may be used on a cart (SPEC 5 and 8): one answer with a code the client can switch on and
 * the exact Russian message to show. The messages live here and nowhere else.
 */
import { formatKopecks } from '../money';

export const PROMOCODE_MESSAGES = {
  SIGN_IN_REQUIRED: 'Вы должны войти в систему, чтобы использовать промокоды',
  ALREADY_APPLIED: 'Промокод уже применен',
  ONE_PER_CART: 'Только один промокод',
  UNKNOWN: 'Неверный промокод',
  INACTIVE: 'Промокод недействителен',
  EXPIRED: 'Срок действия промокода истёк',
  NOT_STARTED: 'Промокод ещё не действует',
  USED_UP: 'Лимит использований промокода исчерпан',
  PER_CUSTOMER_LIMIT: 'Вы уже использовали этот промокод максимальное число раз',
  EMPTY_CART: 'Добавьте товары в корзину, чтобы применить промокод',
  CHECK_FAILED: 'Не удалось проверить промокод',
  APPLY_FAILED: 'Не удалось применить промокод',
  REMOVE_FAILED: 'Не удалось удалить промокод',
} as const;

export type PromocodeRefusal = keyof typeof PROMOCODE_MESSAGES | 'MIN_ORDER_VALUE';

/** SPEC 5 says the amount: "Минимальная сумма заказа для этого промокода — 3 000 ₽". */
export const minOrderValueMessage = (minOrderValueKopecks: number): string =>
  `Минимальная сумма заказа для этого промокода — ${formatKopecks(minOrderValueKopecks)}`;

/** SPEC 9: a cart holds at most one promocode. */
export const PROMOCODES_PER_CART = 1;

/** What the rules need to know of a stored promocode. */
export interface PromocodeTermsForRules {
  code: string;
  isActive: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUsage: number | null;
  usageCount: number;
  perUserLimit: number | null;
  minOrderValueKopecks: number;
}

export interface PromocodeContext {
  signedIn: boolean;
  /** The code already on the cart, if any. */
  appliedCode?: string | null;
  /** The subtotal of the lines the code applies to (cart-pricing's promocodeBaseKopecks). */
  baseKopecks: number;
  /** How many times this customer has already redeemed this code. */
  customerRedemptions: number;
  now: Date;
}

export type PromocodeCheck =
  | { ok: true }
  | { ok: false; reason: PromocodeRefusal; message: string; minOrderValueKopecks?: number };

const refuse = (reason: keyof typeof PROMOCODE_MESSAGES): PromocodeCheck => ({
  ok: false,
  reason,
  message: PROMOCODE_MESSAGES[reason],
});

/** Codes are matched case-insensitively and stored upper-cased. */
export const normalizePromocode = (code: string): string => code.trim().toUpperCase();

/**
 * Checks in the order a customer can act on: sign in, the cart's one code, the code itself, then this cart.
 * `promocode` is undefined when no code of that text exists.
 */
export function checkPromocode(
  entered: string,
  promocode: PromocodeTermsForRules | undefined,
  context: PromocodeContext,
): PromocodeCheck {
  if (!context.signedIn) return refuse('SIGN_IN_REQUIRED');
  if (context.appliedCode) {
    return normalizePromocode(context.appliedCode) === normalizePromocode(entered)
      ? refuse('ALREADY_APPLIED')
      : refuse('ONE_PER_CART');
  }
  if (!promocode) return refuse('UNKNOWN');
  if (!promocode.isActive) return refuse('INACTIVE');
  const now = context.now.getTime();
  if (promocode.validFrom && promocode.validFrom.getTime() > now) return refuse('NOT_STARTED');
  if (promocode.validUntil && promocode.validUntil.getTime() <= now) return refuse('EXPIRED');
  if (promocode.maxUsage !== null && promocode.usageCount >= promocode.maxUsage) return refuse('USED_UP');
  if (promocode.perUserLimit !== null && context.customerRedemptions >= promocode.perUserLimit) {
    return refuse('PER_CUSTOMER_LIMIT');
  }
  if (context.baseKopecks <= 0) return refuse('EMPTY_CART');
  if (context.baseKopecks < promocode.minOrderValueKopecks) {
    return {
      ok: false,
      reason: 'MIN_ORDER_VALUE',
      message: minOrderValueMessage(promocode.minOrderValueKopecks),
      minOrderValueKopecks: promocode.minOrderValueKopecks,
    };
  }
  return { ok: true };
}
