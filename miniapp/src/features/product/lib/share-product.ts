/**
 * "Поделиться" on the product page. Inside Telegram the api prepares the product's card for the signed-in user
 * and Telegram's own dialog sends it to a chat; in a browser the system share sheet opens where there is one,
 * and otherwise the product's link is copied.
 */
import { client, unwrap } from '../../../shared/api/shop-client';
import { appModeStore, shareTelegramMessage } from '../../telegram';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

export async function shareProduct(product: { id: number; name: string }): Promise<ShareOutcome> {
  if (appModeStore.isMiniApp) {
    const { id } = await unwrap(
      client.api.products[':id'].share.$post({ param: { id: String(product.id) } }),
    );
    return (await shareTelegramMessage(id)) === 'sent' ? 'shared' : 'cancelled';
  }
  const url = new URL(`/product/${product.id}`, window.location.origin).toString();
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: product.name, url });
      return 'shared';
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  await navigator.clipboard.writeText(url);
  return 'copied';
}
