import { formatKopecks, shopDateFormat } from '@shop/core/rules';
import { Link } from 'react-router-dom';
import { textLink } from '../../../shared/ui/primitives.css';
import { EmptyState } from '../../../shared/ui/states';
import { useTodayOrders } from '../api/staff-calls';
import { staffTexts } from '../texts';
import { QueryStates } from './query-states';
import * as styles from './staff.css';

const timeFormat = shopDateFormat({ hour: '2-digit', minute: '2-digit' });

/**
 * «Заказы за сегодня»: number, time, buyer, sum and status of each, newest first; a tap opens the order. Below
 * them, the way to a variant's stock by SKU.
 */
export function TodayOrders() {
  return (
    <div className={styles.screen}>
      <QueryStates
        query={useTodayOrders()}
        loading={staffTexts.loadingOrders}
        failed={staffTexts.ordersFailed}
      >
        {({ orders: rows, pagination }) =>
          rows.length === 0 ? (
            <EmptyState title={staffTexts.noOrders} text={staffTexts.noOrdersHint} />
          ) : (
            <>
              <ul className={styles.list} aria-label={staffTexts.today}>
                {rows.map((order) => (
                  <li key={order.id}>
                    <Link to={`/staff/orders/${order.id}`} className={styles.orderLink}>
                      <span className={styles.strong}>
                        №{order.number} · {timeFormat.format(new Date(order.createdAt))}
                      </span>
                      <span className={`${styles.strong} ${styles.end}`}>
                        {formatKopecks(order.totalKopecks)}
                      </span>
                      <span>{order.customer.name}</span>
                      <span className={`${styles.muted} ${styles.end}`}>{order.statusLabel}</span>
                    </Link>
                  </li>
                ))}
              </ul>
              {pagination.total > rows.length ? (
                <p className={styles.muted}>{staffTexts.more(pagination.total - rows.length)}</p>
              ) : null}
            </>
          )
        }
      </QueryStates>
      <Link to="/staff/stock" className={textLink}>
        {staffTexts.toStock}
      </Link>
    </div>
  );
}
