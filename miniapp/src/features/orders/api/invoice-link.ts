/** The Telegram invoice link of an order paid inside Telegram (for its buyer, or a guest with its token). */
import { client, unwrap } from '../../../shared/api/shop-client';

export async function fetchInvoiceLink(orderId: string, token: string | null): Promise<string> {
  const { url } = await unwrap(
    client.api.orders[':id']['invoice-link'].$post({ param: { id: orderId }, query: token ? { token } : {} }),
  );
  return url;
}
