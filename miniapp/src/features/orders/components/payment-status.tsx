/** «Оплачен» / «Не оплачен» (the API's label), with the day the money arrived once it has. */
import type { Order } from '../api/order-calls';
import * as styles from './orders.css';

export const dayText = (iso: string) =>
  new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long' }).format(new Date(iso));

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
