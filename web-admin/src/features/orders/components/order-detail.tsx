import { formatKopecks, lineTotalKopecks } from '@shop/core/rules';
import { formatDateTime } from '../../../lib/shop-dates';
import { texts } from '../../../lib/texts';
import { Panel } from '../../../ui/panel';
import * as table from '../../../ui/table.css';
import { TableHead } from '../../../ui/table-head';
import type { AdminOrder } from '../api/orders';
import { ordersTexts as t } from '../orders-texts';
import { OrderRefundPanel } from './order-refund-panel';
import { OrderStatusPanel } from './order-status-panel';
import * as styles from './orders.css';

function addressLine(address: AdminOrder['order']['address']): string {
  return [
    address.postalCode && t.postal(address.postalCode),
    address.city,
    address.street,
    address.house && t.house(address.house),
    address.apartment && t.apartment(address.apartment),
    address.pickupPoint && t.pickup(address.pickupPoint),
  ]
    .filter(Boolean)
    .join(', ');
}

/** Everything staff need about one order: lines, money, buyer, delivery, history and the status moves. */
export function OrderDetail({ detail }: { detail: AdminOrder }) {
  const { order, buyer, events } = detail;
  const totals = order.totals;
  return (
    <div className={styles.detail}>
      <div className={styles.column}>
        <Panel id="order-items" title={t.items}>
          <div className={table.wrapper}>
            <table className={table.table} aria-label={t.items}>
              <TableHead
                labels={Object.values(t.itemColumns)}
                numeric={[t.itemColumns.price, t.itemColumns.quantity, t.itemColumns.total]}
              />
              <tbody>
                {order.items.map((item) => (
                  <tr key={item.sku}>
                    <td>
                      <div className={styles.cellStack}>
                        <span>
                          {item.name}
                          {item.isWholesale && <span className={table.badge}>{t.wholesale}</span>}
                        </span>
                        <span className={table.muted}>{item.sku}</span>
                      </div>
                    </td>
                    <td>
                      {item.colorName}, {item.sizeCode}
                    </td>
                    <td className={table.numeric}>{formatKopecks(item.unitPriceKopecks)}</td>
                    <td className={table.numeric}>{item.quantity}</td>
                    <td className={table.numeric}>
                      {formatKopecks(
                        lineTotalKopecks({ priceKopecks: item.unitPriceKopecks, quantity: item.quantity }),
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className={styles.facts} aria-label={t.totals}>
            <div className={styles.fact}>
              <dt>{t.subtotal}</dt>
              <dd>{formatKopecks(totals.subtotalKopecks)}</dd>
            </div>
            {totals.discountKopecks > 0 && (
              <div className={styles.fact}>
                <dt>{order.promocode ? t.promocode(order.promocode.code) : t.discount}</dt>
                <dd>−{formatKopecks(totals.discountKopecks)}</dd>
              </div>
            )}
            <div className={styles.fact}>
              <dt>{t.shipping}</dt>
              <dd>{formatKopecks(totals.shippingKopecks)}</dd>
            </div>
            {totals.paymentFeeKopecks > 0 && (
              <div className={styles.fact}>
                <dt>{t.paymentFee}</dt>
                <dd>{formatKopecks(totals.paymentFeeKopecks)}</dd>
              </div>
            )}
            <div className={styles.factTotal}>
              <dt>{t.total}</dt>
              <dd>{formatKopecks(totals.totalKopecks)}</dd>
            </div>
          </dl>
        </Panel>
        <Panel id="order-history" title={t.history}>
          <ol className={styles.history} aria-label={t.history}>
            {events.map((event, index) => (
              <li key={event.id} className={styles.historyItem}>
                {/* An event that keeps the status is a note (a payment, a refund), not a step. */}
                <strong>
                  {index > 0 && events[index - 1]?.status === event.status ? t.noteEvent : event.statusLabel}
                </strong>
                <span className={table.muted}>
                  {formatDateTime(event.createdAt)} ·{' '}
                  {event.actor
                    ? `${event.actor.name} (${texts.roles[event.actor.role as keyof typeof texts.roles] ?? event.actor.role})`
                    : t.system}
                </span>
                {event.note && <span>{event.note}</span>}
              </li>
            ))}
          </ol>
        </Panel>
      </div>
      <div className={styles.column}>
        <OrderStatusPanel detail={detail} />
        {detail.refund && <OrderRefundPanel detail={detail} refund={detail.refund} />}
        <Panel id="order-contact" title={t.contact}>
          <dl className={styles.facts}>
            <dd>{order.customer.name}</dd>
            <dd>
              <a href={`tel:${order.customer.phone}`}>{order.customer.phone}</a>
            </dd>
            {order.customer.email && (
              <dd>
                <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
              </dd>
            )}
            <dd className={table.muted}>
              {buyer ? `${t.account}: ${buyer.name}${buyer.email ? `, ${buyer.email}` : ''}` : t.guest}
            </dd>
            {buyer?.hasTelegram && <dd className={table.muted}>{t.telegram}</dd>}
          </dl>
        </Panel>
        <Panel id="order-delivery" title={t.delivery}>
          <dl className={styles.facts}>
            <dd>
              {order.shipping.name ?? '—'} · {formatKopecks(order.shipping.feeKopecks)}
            </dd>
            <dd>{addressLine(order.address)}</dd>
          </dl>
        </Panel>
        <Panel id="order-payment" title={t.payment}>
          <dl className={styles.facts}>
            <dd>{t.paymentMethods[order.paymentMethod]}</dd>
            <dd className={table.muted}>{order.paymentStatusLabel}</dd>
          </dl>
        </Panel>
        {order.comment && (
          <Panel id="order-comment" title={t.comment}>
            <p>{order.comment}</p>
          </Panel>
        )}
      </div>
    </div>
  );
}
