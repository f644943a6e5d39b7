/** The signed-in buyer's orders on /account, newest first, each with its status and a link to it. */
import { formatKopecks, shopDateFormat } from '@shop/core/rules';
import { Link } from 'react-router-dom';
import { ru } from '../../../shared/texts/ru';
import { ruOrders } from '../../../shared/texts/ru-orders';
import { button } from '../../../shared/ui/primitives.css';
import { LoadingState } from '../../../shared/ui/states';
import { useMyOrders } from '../api/order-calls';
import * as styles from './orders.css';
import { PaymentStatus } from './payment-status';

const dateFormat = shopDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const dateText = (iso: string) => dateFormat.format(new Date(iso));

export function MyOrders() {
  const query = useMyOrders(true);
  if (query.isPending) return <LoadingState text={ruOrders.account.ordersLoading} />;
  if (query.isError) {
    return (
      <p role="alert">
        {ruOrders.account.ordersError}{' '}
        <button
          type="button"
          className={button({ tone: 'ghost', size: 'sm' })}
          onClick={() => void query.refetch()}
        >
          {ru.common.retry}
        </button>
      </p>
    );
  }
  if (query.data.orders.length === 0) return <p>{ruOrders.account.ordersEmpty}</p>;
  return (
    <ul className={styles.list}>
      {query.data.orders.map((order) => (
        <li key={order.id} className={styles.listItem}>
          <span>
            <Link to={`/order-confirmation/${order.id}`}>{ruOrders.account.orderLink(order.number)}</Link>{' '}
            {ruOrders.account.orderSummary(
              dateText(order.createdAt),
              formatKopecks(order.totals.totalKopecks),
            )}
          </span>
          <span className={styles.listStatus}>
            <strong>{order.statusLabel}</strong>
            <PaymentStatus order={order} />
          </span>
        </li>
      ))}
    </ul>
  );
}
