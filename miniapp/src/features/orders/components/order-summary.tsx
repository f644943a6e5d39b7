/** The parts of an order its buyer and the shop's staff both read: the sums to the kopeck, and who gets it where. */
import { deliveryAddressText, formatKopecks } from '@shop/core/rules';
import { phoneText } from '../../../shared/lib/phone-text';
import { ru } from '../../../shared/texts/ru';
import { ruOrders } from '../../../shared/texts/ru-orders';
import { cartStyles } from '../../cart';
import type { Order } from '../api/order-calls';
import * as styles from './orders.css';

export function OrderTotals({ order }: { order: Order }) {
  return (
    <section className={cartStyles.panel} aria-label={ruOrders.order.total}>
      <div className={cartStyles.row}>
        <span>{ruOrders.order.subtotal}</span>
        <span>{formatKopecks(order.totals.subtotalKopecks)}</span>
      </div>
      {order.totals.discountKopecks > 0 ? (
        <div className={`${cartStyles.row} ${cartStyles.discount}`}>
          <span>{ruOrders.order.discount(order.promocode?.code ?? '')}</span>
          <span>−{formatKopecks(order.totals.discountKopecks)}</span>
        </div>
      ) : null}
      <div className={cartStyles.row}>
        <span>
          {ruOrders.order.shipping}
          {order.shipping.name ? `: ${order.shipping.name}` : ''}
        </span>
        <span>
          {order.totals.shippingKopecks === 0 ? ru.cart.free : formatKopecks(order.totals.shippingKopecks)}
        </span>
      </div>
      {order.totals.paymentFeeKopecks > 0 ? (
        <div className={cartStyles.row}>
          <span>{ruOrders.order.paymentFee}</span>
          <span>{formatKopecks(order.totals.paymentFeeKopecks)}</span>
        </div>
      ) : null}
      <div className={cartStyles.totalRow}>
        <span>{ruOrders.order.total}</span>
        <span data-testid="order-total">{formatKopecks(order.totals.totalKopecks)}</span>
      </div>
    </section>
  );
}

export function OrderFacts({ order }: { order: Order }) {
  return (
    <dl className={styles.facts}>
      <dt>{ruOrders.order.recipient}</dt>
      <dd>
        {order.customer.name}, {phoneText(order.customer.phone)}
        {order.customer.email ? `, ${order.customer.email}` : ''}
      </dd>
      <dt>{ruOrders.order.address}</dt>
      <dd>{deliveryAddressText(order.address)}</dd>
      <dt>{ruOrders.order.payment}</dt>
      <dd>{ruOrders.checkout.paymentMethods[order.paymentMethod] ?? order.paymentMethod}</dd>
    </dl>
  );
}
