import { OrderLookup } from '../../features/orders/components/order-lookup';
import { ru } from '../../shared/texts/ru';
import { Page } from '../layout/page';
import * as styles from './pages.css';

export function OrderLookupPage() {
  return (
    <Page title={ru.orderLookup.title}>
      <div className={styles.confirmation}>
        <p className={styles.muted}>{ru.orderLookup.text}</p>
        <OrderLookup />
      </div>
    </Page>
  );
}
