import { errorMessage } from '@shop/api/client';
import { formatKopecks, type OrderStatus } from '@shop/core/rules';
import { Link } from 'react-router-dom';
import { ru } from '../../../shared/texts/ru';
import { button } from '../../../shared/ui/primitives.css';
import { toast } from '../../../shared/ui/toast/toast-store';
import { cartStyles } from '../../cart';
import { OrderFacts, OrderTotals } from '../../orders';
import { useConfirmation, useMainButton } from '../../telegram';
import { type StaffOrder, useChangeStatus, useStaffOrder } from '../api/staff-calls';
import { staffTexts } from '../texts';
import { QueryStates } from './query-states';
import * as styles from './staff.css';

/** Where the order may go now, as buttons; the step forward (not a cancel) is also Telegram's main button. */
function StatusChange({ detail }: { detail: StaffOrder }) {
  const { order, nextStatuses } = detail;
  const change = useChangeStatus(order.id);
  const move = (status: OrderStatus) =>
    change.mutate(status, {
      onSuccess: (moved) =>
        toast(staffTexts.moved(moved.order.number, moved.order.statusLabel), { type: 'success' }),
      onError: (error) =>
        toast(staffTexts.moveFailed, {
          type: 'error',
          description: errorMessage(error, ru.common.errorOccurred),
        }),
    });
  // A cancel returns the stock and tells the buyer, and cannot be taken back: it is asked about first.
  const cancelling = useConfirmation(() => move('cancelled'));
  const askToCancel = () =>
    cancelling.ask({
      title: staffTexts.cancelQuestion(order.number),
      warning: staffTexts.cancelWarning,
      yes: staffTexts.cancelYes,
      no: staffTexts.cancelNo,
    });
  const forward = nextStatuses.find((next) => next.status !== 'cancelled');
  useMainButton(
    forward ? staffTexts.moveToStatus(forward.label) : null,
    () => {
      if (forward && !change.isPending) move(forward.status);
    },
    !change.isPending,
  );

  if (nextStatuses.length === 0) return <p className={styles.muted}>{staffTexts.finalStatus}</p>;
  return (
    <section className={cartStyles.panel} aria-label={staffTexts.moveTo}>
      <h2 className={cartStyles.panelTitle}>{staffTexts.moveTo}</h2>
      {cancelling.question ?? (
        <div className={styles.actions}>
          {nextStatuses.map((next) => (
            <button
              key={next.status}
              type="button"
              className={button({ tone: next.status === 'cancelled' ? 'outline' : 'primary', size: 'sm' })}
              disabled={change.isPending || cancelling.asking}
              onClick={() => (next.status === 'cancelled' ? void askToCancel() : move(next.status))}
            >
              {next.label}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/** An order for the staff: its status and where it may go, the lines with their SKUs, sums, delivery, contact. */
export function StaffOrderDetails({ id }: { id: string }) {
  return (
    <QueryStates query={useStaffOrder(id)} loading={staffTexts.loadingOrder} failed={staffTexts.orderFailed}>
      {(detail) => <OrderScreen detail={detail} />}
    </QueryStates>
  );
}

function OrderScreen({ detail }: { detail: StaffOrder }) {
  const { order, buyer } = detail;
  return (
    <div className={styles.screen}>
      <p>
        {staffTexts.status}: <strong data-testid="staff-order-status">{order.statusLabel}</strong> ·{' '}
        {order.paymentStatusLabel}
      </p>
      <StatusChange detail={detail} />
      <section className={cartStyles.panel} aria-label={staffTexts.lines}>
        <h2 className={cartStyles.panelTitle}>{staffTexts.lines}</h2>
        <ul className={styles.list}>
          {order.items.map((item) => (
            <li key={`${item.sku}-${item.wholesaleGroupId ?? ''}`} className={styles.line}>
              <span>
                {item.name} · {item.colorName} · {item.sizeName}
              </span>
              <span className={styles.end}>{formatKopecks(item.lineTotalKopecks)}</span>
              <Link
                to={`/staff/stock?sku=${encodeURIComponent(item.sku)}`}
                className={styles.muted}
                aria-label={staffTexts.stockOf(item.sku)}
              >
                {item.sku}
              </Link>
              <span className={`${styles.muted} ${styles.end}`}>
                {formatKopecks(item.unitPriceKopecks)} × {item.quantity}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <OrderTotals order={order} />
      <OrderFacts order={order} />
      {buyer?.telegramUsername ? (
        <p>
          {staffTexts.buyerTelegram}:{' '}
          <a href={`https://t.me/${buyer.telegramUsername}`}>@{buyer.telegramUsername}</a>
        </p>
      ) : null}
    </div>
  );
}
