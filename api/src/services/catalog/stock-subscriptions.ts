/**
 * "Сообщить о поступлении" for the storefront: a buyer signed in with Telegram waits for a sold-out color and
 * size of a product, and hears from the bot when it is back (api/src/jobs/back-in-stock.ts).
 */
import {
  type DbOrTx,
  findUserById,
  restockedVariant,
  stockSubscriptionsOf,
  subscribeToStock,
  unsubscribeFromStock,
  type VariantRef,
} from '@shop/db';
import { ApiError } from '../../lib/errors';

/** Open subscriptions per buyer: enough for any wish list, too few to flood the bot. */
export const STOCK_SUBSCRIPTIONS_PER_BUYER = 50;

const stockSubscriptionTexts = {
  variantMissing: 'Товара с таким цветом и размером нет в каталоге',
  inStock: 'Этот размер есть в наличии: его можно заказать сейчас',
  needsTelegram: 'Откройте магазин в Telegram, чтобы получить уведомление о поступлении',
  limit: `Можно ждать не больше ${STOCK_SUBSCRIPTIONS_PER_BUYER} товаров сразу. Отмените ненужные подписки`,
} as const;

export interface StockSubscriptionsView {
  /** The variants of this product the buyer waits for. */
  variants: { colorCode: string; sizeCode: string }[];
}

export async function listStockSubscriptions(
  db: DbOrTx,
  userId: string,
  productId: number,
): Promise<StockSubscriptionsView> {
  return { variants: await stockSubscriptionsOf(db, userId, productId) };
}

export async function subscribeToVariant(
  db: DbOrTx,
  userId: string,
  ref: VariantRef,
): Promise<StockSubscriptionsView> {
  const variant = await restockedVariant(db, ref);
  if (!variant?.isActive) throw new ApiError('NOT_FOUND', stockSubscriptionTexts.variantMissing);
  if (variant.quantity > 0) throw new ApiError('CONFLICT', stockSubscriptionTexts.inStock);
  const user = await findUserById(db, userId);
  if (user?.telegramId == null) throw new ApiError('FORBIDDEN', stockSubscriptionTexts.needsTelegram);
  const outcome = await subscribeToStock(db, userId, ref, STOCK_SUBSCRIPTIONS_PER_BUYER);
  if (outcome === 'limit') throw new ApiError('RATE_LIMITED', stockSubscriptionTexts.limit);
  return listStockSubscriptions(db, userId, ref.productId);
}

/** Ends the wait; ending one that is not there is no error (a second tap, or the message already went out). */
export async function unsubscribeFromVariant(
  db: DbOrTx,
  userId: string,
  ref: VariantRef,
): Promise<StockSubscriptionsView> {
  await unsubscribeFromStock(db, userId, ref);
  return listStockSubscriptions(db, userId, ref.productId);
}
