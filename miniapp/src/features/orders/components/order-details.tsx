/** One order as its buyer sees it: number, status, items, shipping, payment and totals. */
import { deliveryAddressText, formatKopecks, lineTotalKopecks } from '@shop/core/rules';
import { phoneText } from '../../../shared/lib/phone-text';
import { ru } from '../../../shared/texts/ru';
import { ruOrders } from '../../../shared/texts/ru-orders';
import { cartStyles } from '../../cart';
import type { Order } from '../api/order-calls';
import { CancelOrder, OrderHistory, RepeatOrder } from './order-actions';
import * as styles from './orders.css';
import { dayText, PaymentStatus } from './payment-status';
import { TelegramPayment } from './telegram-payment';
import { WebPayment } from './web-payment';

/** The money given back: each refund with its day, and all of it against what was paid. */
function Refunds({ order }: { order: Order }) {
  const refunds = order.refunds ?? [];
  if (refunds.length === 0) return null;
  return (
    <section className={cartStyles.panel} aria-label={ruOrders.order.refunds}>
      <h2 className={cartStyles.panelTitle}>{ruOrders.order.refunds}</h2>
      <div className={cartStyles.row}>
        <span>{ruOrders.order.paid}</span>
        <span>{formatKopecks(order.totals.totalKopecks)}</span>
      </div>
      {refunds.map((refund) => (
        <div key={refund.at} className={cartStyles.row}>
          <span>{ruOrders.order.refundedOn(dayText(refund.at))}</span>
          <span>−{formatKopecks(refund.amountKopecks)}</span>
        </div>
      ))}
      <div className={cartStyles.totalRow}>
        <span>{ruOrders.order.refundedTotal}</span>
        <span data-testid="order-refunded">{formatKopecks(order.refundedKopecks ?? 0)}</span>
      </div>
      <p className={styles.paymentNote}>{ruOrders.order.refundHint}</p>
    </section>
  );
}

/** `token`: a guest's access token to the order, which paying in Telegram needs too. */
export function OrderDetails({ order, token = null }: { order: Order; token?: string | null }) {
  return (
    <div className={styles.details}>
      <p className={styles.status}>
        {ruOrders.order.status}: <strong data-testid="order-status">{order.statusLabel}</strong> ·{' '}
        <PaymentStatus order={order} />
      </p>
      <TelegramPayment order={order} token={token} />
      <WebPayment order={order} token={token} />
      <section className={cartStyles.panel} aria-label={ruOrders.order.items}>
        <h2 className={cartStyles.panelTitle}>{ruOrders.order.items}</h2>
        <ul className={styles.items}>
          {order.items.map((item) => (
            <li key={`${item.sku}-${item.wholesaleGroupId ?? ''}`} className={cartStyles.row}>
              <span>
                {item.name} · {item.sizeName} · {item.colorName} · {formatKopecks(item.unitPriceKopecks)} ×{' '}
                {item.quantity}
              </span>
              <span>
                {formatKopecks(
                  lineTotalKopecks({ priceKopecks: item.unitPriceKopecks, quantity: item.quantity }),
                )}
              </span>
            </li>
          ))}
        </ul>
      </section>
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
      <Refunds order={order} />
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
      <OrderHistory order={order} />
      <div className={styles.actions}>
        <CancelOrder order={order} token={token} />
        <RepeatOrder order={order} />
      </div>
    </div>
  );
}
