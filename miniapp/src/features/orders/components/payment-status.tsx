/** «Оплачен» / «Не оплачен» (the API's label), with the day the money arrived once it has. */
import { shopDateFormat } from '@shop/core/rules';
import type { Order } from '../api/order-calls';
import * as styles from './orders.css';

const dayFormat = shopDateFormat({ day: 'numeric', month: 'long' });

/** The shop's day of an instant, as the admin app and the shop's messages give it. */
export const dayText = (iso: string) => dayFormat.format(new Date(iso));

export function PaymentStatus({
  order,
}: {
  order: Pick<Order, 'paymentStatus' | 'paymentStatusLabel' | 'paidAt'>;
}) {
  const paid = order.paymentStatus === 'paid';
  return (
    <span className={styles.payment[paid ? 'paid' : 'unpaid']}>
      <span data-testid="payment-status">{order.paymentStatusLabel}</span>
      {paid && order.paidAt ? ` ${dayText(order.paidAt)}` : null}
    </span>
  );
}
