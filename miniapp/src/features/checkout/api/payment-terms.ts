/** The cash-on-delivery commission from the customer-service settings; SPEC 9's 3 % when they cannot be read. */
import { DEFAULT_CASH_COMMISSION_PERCENT } from '@shop/core';
import { useQuery } from '@tanstack/react-query';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';

export function useCashCommissionPercent(): number {
  const query = useQuery({
    queryKey: ['settings', 'customer-service'],
    queryFn: ({ signal }) =>
      unwrap(client.api.settings['customer-service'].$get(undefined, requestOptions({ signal }))),
  });
  return query.data?.payment.cashCommissionPercent ?? DEFAULT_CASH_COMMISSION_PERCENT;
}

interface PaymentOption {
  available: boolean;
  holdMinutes: number;
}

/**
 * Whether checkout may offer payment inside Telegram and by card or СБП through ЮKassa, and how long such an
 * order keeps its goods.
 */
export function usePaymentOptions(): { telegram: PaymentOption; yookassa: PaymentOption } {
  const query = useQuery({
    queryKey: ['settings', 'payment-options'],
    queryFn: ({ signal }) =>
      unwrap(client.api.settings['payment-options'].$get(undefined, requestOptions({ signal }))),
    staleTime: 60_000,
  });
  const off = { available: false, holdMinutes: 0 };
  return { telegram: query.data?.telegram ?? off, yookassa: query.data?.yookassa ?? off };
}
