/**
 * "Поделиться" on the product page inside Telegram: the bot prepares the product's card for the signed-in
 * Telegram user (`savePreparedInlineMessage`) and the mini-app opens Telegram's share dialog with the id.
 */
import { type Database, findUserById } from '@shop/db';
import { ApiError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { CatalogService } from './catalog-service';
import type { Product } from './product-view';

/** The bot's side: the api holds no Telegram client of its own. */
export interface ProductSharer {
  /** The prepared message's id; throws when Telegram refuses. */
  prepare(telegramUserId: number, product: Product): Promise<string>;
}

const productShareTexts = {
  botOff: 'Бот магазина не подключён: поделиться товаром через Telegram сейчас нельзя',
  notTelegram: 'Поделиться через Telegram можно, когда магазин открыт в Telegram и вы вошли через него',
  notFound: 'Товар не найден или снят с продажи',
  refused: 'Telegram не принял товар для отправки. Попробуйте ещё раз чуть позже',
} as const;

export async function shareProduct(
  services: { db: Database; catalog: CatalogService; sharer: ProductSharer | undefined; log: Logger },
  userId: string,
  productId: number | null,
): Promise<{ id: string }> {
  const { sharer, log } = services;
  if (!sharer) throw new ApiError('SERVICE_UNAVAILABLE', productShareTexts.botOff);
  const user = await findUserById(services.db, userId);
  if (user?.telegramId == null) throw new ApiError('FORBIDDEN', productShareTexts.notTelegram);
  const [product] = productId === null ? [] : (await services.catalog.productsByIds([productId])).products;
  if (!product?.isActive) throw new ApiError('NOT_FOUND', productShareTexts.notFound);
  try {
    return { id: await sharer.prepare(user.telegramId, product) };
  } catch (error) {
    log.warn('a product share was not prepared', {
      product: product.id,
      reason: error instanceof Error ? error.message : String(error),
    });
    throw new ApiError('SERVICE_UNAVAILABLE', productShareTexts.refused);
  }
}
