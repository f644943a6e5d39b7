import { Link, useParams } from 'react-router-dom';
import { useOrder } from '../../features/orders/api/orders';
import { OrderDetail } from '../../features/orders/components/order-detail';
import { OrderStatusBadge } from '../../features/orders/components/order-status-badge';
import { ordersTexts as t } from '../../features/orders/orders-texts';
import { formatDateTime } from '../../lib/shop-dates';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { button } from '../../ui/button.css';
import { QueryState } from '../../ui/query-state';

export function OrderDetailPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const detail = order.data;
  return (
    <AdminPage
      title={detail ? t.orderTitle(detail.order.number) : texts.sections.orders.title}
      description={detail ? t.placedAt(formatDateTime(detail.order.createdAt)) : undefined}
      actions={
        <div>
          {detail && <OrderStatusBadge status={detail.order.status} label={detail.order.statusLabel} />}{' '}
          <Link className={button.secondary} to="/orders">
            {t.backToList}
          </Link>
        </div>
      }
    >
      {!detail && (
        <QueryState isPending={order.isPending} error={order.error} retry={() => order.refetch()} />
      )}
      {detail && <OrderDetail detail={detail} />}
    </AdminPage>
  );
}
