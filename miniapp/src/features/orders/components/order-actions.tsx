/** What a buyer can do with an order on its page: read its status history and cancel it while that is allowed. */
import { errorMessage } from '@shop/api/client';
import { buyerMayCancel, shopDateFormat } from '@shop/core/rules';
import { ru } from '../../../shared/texts/ru';
import { button, errorText } from '../../../shared/ui/primitives.css';
import { cartStyles } from '../../cart';
import { useCancelOrder } from '../api/cancel-order';
import type { Order } from '../api/order-calls';
import * as styles from './orders.css';

const historyTime = shopDateFormat({ day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

export function OrderHistory({ order }: { order: Order }) {
  if (!order.history?.length) return null;
  return (
    <section className={cartStyles.panel} aria-label={ru.order.history}>
      <h2 className={cartStyles.panelTitle}>{ru.order.history}</h2>
      <ol className={styles.items}>
        {order.history.map((event) => (
          <li key={`${event.status}-${event.at}`} className={cartStyles.row}>
            <span>{event.statusLabel}</span>
            <span className={cartStyles.small}>{historyTime.format(new Date(event.at))}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function CancelOrder({ order, token }: { order: Order; token: string | null }) {
  const cancel = useCancelOrder(order.id, token);
  if (!buyerMayCancel(order.status)) return null;
  const confirmAndCancel = () => {
    if (window.confirm(ru.order.cancelConfirm(order.number))) cancel.mutate();
  };
  return (
    <div>
      <button
        type="button"
        className={button({ tone: 'outline' })}
        disabled={cancel.isPending}
        onClick={confirmAndCancel}
      >
        {cancel.isPending ? ru.order.cancelling : ru.order.cancel}
      </button>
      {cancel.isError ? (
        <p role="alert" className={errorText}>
          {errorMessage(cancel.error, ru.order.cancelFailed)}
        </p>
      ) : null}
    </div>
  );
}
