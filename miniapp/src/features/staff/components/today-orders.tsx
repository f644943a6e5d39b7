import { errorMessage } from '@shop/api/client';
import { formatKopecks, shopDateFormat } from '@shop/core/rules';
import { Link } from 'react-router-dom';
import { ru } from '../../../shared/texts/ru';
import { EmptyState, LoadingState, RetryState } from '../../../shared/ui/states';
import { useTodayOrders } from '../api/staff-calls';
import { staffTexts } from '../texts';
import * as styles from './staff.css';

const timeFormat = shopDateFormat({ hour: '2-digit', minute: '2-digit' });

/** «Заказы за сегодня»: number, time, buyer, sum and status of each, newest first; a tap opens the order. */
export function TodayOrders() {
  const orders = useTodayOrders();
  if (orders.isPending) return <LoadingState text={staffTexts.loadingOrders} />;
  if (orders.isError)
    return (
      <RetryState
        title={staffTexts.ordersFailed}
        text={errorMessage(orders.error, ru.common.errorOccurred)}
        onRetry={() => void orders.refetch()}
      />
    );
  const { orders: rows, pagination } = orders.data;
  if (rows.length === 0) return <EmptyState title={staffTexts.noOrders} text={staffTexts.noOrdersHint} />;
  return (
    <div className={styles.screen}>
      <ul className={styles.list} aria-label={staffTexts.today}>
        {rows.map((order) => (
          <li key={order.id}>
            <Link to={`/staff/orders/${order.id}`} className={styles.orderLink}>
              <span className={styles.strong}>
                №{order.number} · {timeFormat.format(new Date(order.createdAt))}
              </span>
              <span className={`${styles.strong} ${styles.end}`}>{formatKopecks(order.totalKopecks)}</span>
              <span>{order.customer.name}</span>
              <span className={`${styles.muted} ${styles.end}`}>{order.statusLabel}</span>
            </Link>
          </li>
        ))}
      </ul>
      {pagination.total > rows.length ? (
        <p className={styles.muted}>{staffTexts.more(pagination.total - rows.length)}</p>
      ) : null}
    </div>
  );
}
