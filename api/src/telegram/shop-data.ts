/**
 * What the bot reads and changes in the shop, over the same services the storefront uses: a buyer's recent
 * orders and repeating one into the server cart, the store contacts, and the storefront's product search.
 */
import type { BuyerOrders, ProductCard, RepeatOutcome, ShopData, StoreContacts } from '@shop/bot';
import { formatKopecks, orderStatusLabels } from '@shop/core';
import {
  allowBotMessages,
  type Database,
  findOrderWithItems,
  findUserByTelegramId,
  listUserOrders,
  type OrderItemRow,
} from '@shop/db';
import type { Logger } from '../lib/logger';
import { addBatchToCart } from '../services/cart/cart-service';
import type { CatalogService } from '../services/catalog/catalog-service';
import type { Product } from '../services/catalog/product-view';
import { readSettings } from '../services/settings-service';

const RECENT_ORDERS = 5;
const REMOVED_FROM_SALE = 'товар снят с продажи';

const lineOf = (item: OrderItemRow) => ({
  name: item.name,
  colorName: item.colorName,
  sizeCode: item.sizeCode,
  quantity: item.quantity,
});

export function botShopData(
  db: Database,
  { catalog, webAppUrl, log }: { catalog: CatalogService; webAppUrl: string; log: Logger },
): ShopData {
  return {
    async contacts(): Promise<StoreContacts> {
      const { contact } = await readSettings(db, 'store', log);
      const address = [contact.address.postalCode, contact.address.city, contact.address.street]
        .filter(Boolean)
        .join(', ');
      const hours = [contact.workingHours.weekdays, contact.workingHours.weekends].filter(Boolean).join(', ');
      return {
        ...(contact.phone ? { phone: contact.phone } : {}),
        ...(contact.email ? { email: contact.email } : {}),
        ...(address ? { address } : {}),
        ...(hours ? { workingHours: hours } : {}),
      };
    },

    async recentOrders(telegramId): Promise<BuyerOrders> {
      const user = await findUserByTelegramId(db, telegramId);
      if (!user) return undefined;
      const { orders } = await listUserOrders(db, { userId: user.id, page: 1, limit: RECENT_ORDERS });
      return orders.map((order) => ({
        id: order.id,
        number: order.number,
        statusLabel: orderStatusLabels[order.status],
        totalText: formatKopecks(order.totalKopecks),
        createdAt: order.createdAt,
        itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
      }));
    },

    async repeatOrder(telegramId, orderId): Promise<RepeatOutcome> {
      const user = await findUserByTelegramId(db, telegramId);
      if (!user) return { kind: 'no_account' };
      const order = await findOrderWithItems(db, orderId);
      if (!order || order.userId !== user.id) return { kind: 'not_found' };
      // A product since deleted cannot go back into a cart.
      const kept = order.items.filter((item) => item.productId !== null);
      const gone = order.items
        .filter((item) => item.productId === null)
        .map((item) => ({ ...lineOf(item), reason: REMOVED_FROM_SALE }));
      const requests = kept.map((item) => ({
        productId: item.productId ?? 0,
        colorCode: item.colorCode,
        sizeCode: item.sizeCode,
        quantity: item.quantity,
      }));
      const outcome = await addBatchToCart(db, user.id, requests, {});
      const orderedLine = (done: { productId: number; color: string; size: string; quantity: number }) => {
        const item = kept.find(
          (line) =>
            line.productId === done.productId && line.colorCode === done.color && line.sizeCode === done.size,
        );
        return item
          ? lineOf(item)
          : { name: '', colorName: done.color, sizeCode: done.size, quantity: done.quantity };
      };
      return {
        kind: 'repeated',
        added: outcome.addedItems.map(orderedLine),
        unavailable: [
          ...outcome.failedItems.map((failed) => ({ ...orderedLine(failed), reason: failed.error })),
          ...gone,
        ],
      };
    },

    async searchProducts(query, limit): Promise<ProductCard[]> {
      const { products } = await catalog.search(query, { page: 1, limit });
      return products.filter((product) => product.isActive).map((product) => cardOf(product, webAppUrl));
    },

    async allowMessages(telegramId): Promise<void> {
      await allowBotMessages(db, telegramId);
    },
  };
}

function cardOf(product: Product, webAppUrl: string): ProductCard {
  const image = product.images.find((item) => item.isPrimary) ?? product.images[0];
  const imageUrl = image && absoluteHttps(image.url, webAppUrl);
  return {
    id: product.id,
    name: product.displayName,
    priceText: formatKopecks(Math.round(product.price * 100)),
    imageUrl,
  };
}

/** Telegram fetches inline photos itself, so only a public https address will do. */
function absoluteHttps(url: string, webAppUrl: string): string | undefined {
  const absolute = new URL(url, webAppUrl).toString();
  return absolute.startsWith('https://') ? absolute : undefined;
}
