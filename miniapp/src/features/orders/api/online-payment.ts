/**
 * Paying an order by card or СБП through ЮKassa (its buyer, or a guest with its token): the page where the order
 * is paid, and the order as it stands after ЮKassa was asked about its payment (when the buyer comes back).
 */
import { client, unwrap } from '../../../shared/api/shop-client';

export async function fetchPaymentPage(orderId: string, token: string | null): Promise<string> {
  const { url } = await unwrap(
    client.api.orders[':id']['online-payment'].$post({
      param: { id: orderId },
      query: token ? { token } : {},
    }),
  );
  return url;
}

export const checkOnlinePayment = (orderId: string, token: string | null) =>
  unwrap(
    client.api.orders[':id']['online-payment'].check.$post({
      param: { id: orderId },
      query: token ? { token } : {},
    }),
  );
