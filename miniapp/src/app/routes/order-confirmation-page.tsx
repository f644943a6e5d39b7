/**
 * After checkout: /order-confirmation/{orderId} for a placed order, /order-confirmation/{method} for an order
 * request sent through a messenger, and /checkout-success.
 */
import { Link, useParams } from 'react-router-dom';
import { ru } from '../../shared/texts/ru';
import { button } from '../../shared/ui/primitives.css';
import { Page } from '../layout/page';
import * as styles from './pages.css';

const messengerNames: Record<string, string> = { telegram: 'Telegram', whatsapp: 'WhatsApp', max: 'MAX' };

function ContinueLinks() {
  return (
    <div className={styles.actionsRow}>
      <Link to="/products" className={button()}>
        {ru.order.continueShopping}
      </Link>
      <Link to="/" className={button({ tone: 'outline' })}>
        {ru.common.toHome}
      </Link>
    </div>
  );
}

export function OrderConfirmationPage() {
  const { orderIdOrMethod = '' } = useParams();
  const messenger = messengerNames[orderIdOrMethod.toLowerCase()];
  if (messenger) {
    return (
      <Page title={ru.order.requestTitle}>
        <div className={styles.confirmation}>
          <p>{ru.order.requestText(messenger)}</p>
          <ContinueLinks />
        </div>
      </Page>
    );
  }
  return (
    <Page title={ru.order.confirmationTitle}>
      <div className={styles.confirmation}>
        <p>{ru.order.orderNumber(orderIdOrMethod)}</p>
        <p className={styles.muted}>{ru.order.confirmationText}</p>
        <ContinueLinks />
      </div>
    </Page>
  );
}

export function CheckoutSuccessPage() {
  return (
    <Page title={ru.order.successTitle}>
      <div className={styles.confirmation}>
        <p className={styles.muted}>{ru.order.successText}</p>
        <ContinueLinks />
      </div>
    </Page>
  );
}
