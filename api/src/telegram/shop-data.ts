/**
 * What the bot reads and changes in the shop, over the same services the storefront uses: a buyer's recent
 * orders and repeating one into the server cart, the store contacts, and the storefront's product search.
 */
import type { BuyerOrders, ProductCard, RepeatOutcome, ShopData, StoreContacts } from '@shop/bot';
import { formatKopecks, orderStatusLabels, telegramPhotoUrls } from '@shop/core';
import {
  allowBotMessages,
  claimOrderRepeat,
  type Database,
  findOrderWithItems,
  findUserByTelegramId,
  listUserOrders,
  markBotBlocked,
  type OrderItemRow,
  productsForQuote,
} from '@shop/db';
import type { Logger } from '../lib/logger';
import type { CartLineRequest } from '../services/cart/cart-service';
import type { CatalogService } from '../services/catalog/catalog-service';
import type { Product } from '../services/catalog/product-view';
import { readSettings } from '../services/settings-service';
import { addCheckedBatch } from '../services/wholesale/wholesale-batch';
import type { TelegramOutbox } from './outbox';
import { type StaffOrders, staffMember, staffOrderAction } from './staff-orders';

const RECENT_ORDERS = 5;
const REMOVED_FROM_SALE = 'товар снят с продажи';
/** A second "Повторить" on the same order within this many seconds adds nothing. */
const REPEAT_WINDOW_SECONDS = 10;

const lineOf = (item: OrderItemRow) => ({
  name: item.name,
  colorName: item.colorName,
  sizeCode: item.sizeCode,
  quantity: item.quantity,
});

export function botShopData(
  db: Database,
  {
    catalog,
    webAppUrl,
    log,
    orders,
    outbox,
  }: { catalog: CatalogService; webAppUrl: string; log: Logger; orders: StaffOrders; outbox: TelegramOutbox },
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
      if (!user) return { kind: 'no_account' };
      if (user.blockedAt) return { kind: 'blocked' };
      const { orders } = await listUserOrders(db, { userId: user.id, page: 1, limit: RECENT_ORDERS });
      const recent = orders.map((order) => ({
        id: order.id,
        number: order.number,
        statusLabel: orderStatusLabels[order.status],
        totalText: formatKopecks(order.totalKopecks),
        createdAt: order.createdAt,
        itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
      }));
      return { kind: 'orders', orders: recent };
    },

    async repeatOrder(telegramId, orderId): Promise<RepeatOutcome> {
      const user = await findUserByTelegramId(db, telegramId);
      if (!user) return { kind: 'no_account' };
      if (user.blockedAt) return { kind: 'blocked' };
      const order = await findOrderWithItems(db, orderId);
      if (!order || order.userId !== user.id) return { kind: 'not_found' };
      if (!(await claimOrderRepeat(db, { userId: user.id, orderId, windowSeconds: REPEAT_WINDOW_SECONDS }))) {
        return { kind: 'already_added' };
      }
      // A product since deleted cannot go back into a cart.
      const kept = order.items.filter((item) => item.productId !== null);
      const gone = order.items
        .filter((item) => item.productId === null)
        .map((item) => ({ ...lineOf(item), reason: REMOVED_FROM_SALE }));
      const requests = await requestsWithinStock(db, kept);
      const outcome = await addCheckedBatch(
        db,
        log,
        { userId: user.id },
        requests.map(({ request }) => request),
        {},
      );
      const orderedItem = (done: { productId: number; color: string; size: string }) =>
        requests.find(
          ({ item }) =>
            item.productId === done.productId && item.colorCode === done.color && item.sizeCode === done.size,
        )?.item;
      const added = outcome.addedItems.flatMap((done) => {
        const item = orderedItem(done);
        return item ? [{ item, quantity: done.quantity }] : [];
      });
      return {
        kind: 'repeated',
        added: added.map(({ item, quantity }) => ({ ...lineOf(item), quantity })),
        cut: added
          .filter(({ item, quantity }) => quantity < item.quantity)
          .map(({ item, quantity }) => ({ ...lineOf(item), quantity, ordered: item.quantity })),
        unavailable: [
          ...outcome.failedItems.flatMap((failed) => {
            const item = orderedItem(failed);
            return item ? [{ ...lineOf(item), reason: failed.error }] : [];
          }),
          ...gone,
        ],
      };
    },

    staffMember: (telegramId) => staffMember(db, telegramId),

    staffOrderAction: (telegramId, orderId, action, post) =>
      staffOrderAction({ db, orders, outbox }, telegramId, orderId, action, post),

    async searchProducts(query, limit): Promise<ProductCard[]> {
      const { products } = await catalog.search(query, { page: 1, limit });
      return products.filter((product) => product.isActive).map((product) => cardOf(product, webAppUrl));
    },

    async allowMessages(telegramId): Promise<void> {
      await allowBotMessages(db, telegramId);
    },

    async markBotBlocked(telegramId, blocked): Promise<void> {
      await markBotBlocked(db, telegramId, blocked);
    },
  };
}

/** The product as the bot's cards show it: name, price text and the JPEG photo Telegram can fetch. */
export function cardOf(product: Product, webAppUrl: string): ProductCard {
  const image = product.images.find((item) => item.isPrimary) ?? product.images[0];
  const jpeg = image && telegramPhotoUrls(image.url);
  const url = jpeg && absoluteHttps(jpeg.photo, webAppUrl);
  const thumbnailUrl = jpeg && absoluteHttps(jpeg.thumbnail, webAppUrl);
  return {
    id: product.id,
    name: product.displayName,
    priceText: formatKopecks(Math.round(product.price * 100)),
    photo: url && thumbnailUrl ? { url, thumbnailUrl } : undefined,
  };
}

/** Telegram fetches inline photos itself, so only a public https address will do. */
function absoluteHttps(url: string, webAppUrl: string): string | undefined {
  const absolute = new URL(url, webAppUrl).toString();
  return absolute.startsWith('https://') ? absolute : undefined;
}

/**
 * The order's lines as cart requests: a wholesale line comes back as the same set (its group id and metadata,
 * priced again by the cart's wholesale rules); a retail line asks for no more than is in stock, so a short line
 * goes in cut down rather than refused. A set is never cut: it goes in whole or is refused with its reason.
 */
async function requestsWithinStock(
  db: Database,
  items: OrderItemRow[],
): Promise<{ item: OrderItemRow; request: CartLineRequest }[]> {
  const products = new Map(
    (
      await productsForQuote(
        db,
        items.map((item) => item.productId ?? 0),
      )
    ).map((row) => [row.id, row]),
  );
  return items.map((item) => {
    const productId = item.productId ?? 0;
    const stock = products
      .get(productId)
      ?.variants.find(
        (variant) => variant.colorCode === item.colorCode && variant.sizeCode === item.sizeCode,
      )?.quantity;
    const quantity =
      item.isWholesale || stock === undefined || stock <= 0 ? item.quantity : Math.min(item.quantity, stock);
    return {
      item,
      request: {
        productId,
        colorCode: item.colorCode,
        sizeCode: item.sizeCode,
        quantity,
        isWholesale: item.isWholesale,
        wholesaleGroupId: item.wholesaleGroupId,
        wholesaleMetadata: item.wholesaleMetadata,
      },
    };
  });
}
