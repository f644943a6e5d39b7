/** One order as its buyer sees it: number, status, items, shipping, payment and totals. */
import { formatKopecks, lineTotalKopecks } from '@shop/core/rules';
import { ruOrders } from '../../../shared/texts/ru-orders';
import { cartStyles } from '../../cart';
import type { Order } from '../api/order-calls';
import { CancelOrder, OrderHistory, RepeatOrder } from './order-actions';
import { OrderFacts, OrderTotals } from './order-summary';
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
      <OrderTotals order={order} />
      <Refunds order={order} />
      <OrderFacts order={order} />
      <OrderHistory order={order} />
      <div className={styles.actions}>
        <CancelOrder order={order} token={token} />
        <RepeatOrder order={order} />
      </div>
    </div>
  );
}
