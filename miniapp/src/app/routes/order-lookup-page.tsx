import { OrderLookup } from '../../features/orders/components/order-lookup';
import { ruOrders } from '../../shared/texts/ru-orders';
import { Page } from '../layout/page';
import * as styles from './pages.css';

export function OrderLookupPage() {
  return (
    <Page title={ruOrders.orderLookup.title}>
      <div className={styles.confirmation}>
        <p className={styles.muted}>{ruOrders.orderLookup.text}</p>
        <OrderLookup />
      </div>
    </Page>
  );
}
