/**
 * After checkout: /order-confirmation/{orderId} for a placed order, /order-confirmation/{method} for an order
 * request opened in a messenger, and /checkout-success, which only leads to a real order's confirmation.
 */
import { isApiError } from '@shop/api/client';
import { Suspense } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useOrder } from '../../features/orders/api/order-calls';
import { OrderDetails } from '../../features/orders/components/order-details';
import { useIsMiniApp } from '../../features/telegram';
import { lazyPart } from '../../shared/lib/lazy-part';
import { ru } from '../../shared/texts/ru';
import { ruOrders } from '../../shared/texts/ru-orders';
import { button } from '../../shared/ui/primitives.css';
import { EmptyState, LoadingState } from '../../shared/ui/states';
import { Page } from '../layout/page';
import * as styles from './pages.css';

// Inside Telegram only, on a paid order.
const HomeScreenOffer = lazyPart(
  () => import('../../features/orders/components/home-screen-offer'),
  'HomeScreenOffer',
);

const messengerNames: Record<string, string> = { telegram: 'Telegram', whatsapp: 'WhatsApp', max: 'MAX' };

function ContinueLinks() {
  return (
    <div className={styles.actionsRow}>
      <Link to="/products" className={button()}>
        {ruOrders.order.continueShopping}
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
      <Page title={ruOrders.order.requestTitle}>
        <div className={styles.confirmation}>
          <p>{ruOrders.order.requestText(messenger)}</p>
          <ContinueLinks />
        </div>
      </Page>
    );
  }
  return <PlacedOrder id={orderIdOrMethod} />;
}

/** The real order, for its buyer, staff or a guest with the link's token; anything else is not found. */
function PlacedOrder({ id }: { id: string }) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const query = useOrder(id, token);
  const isMiniApp = useIsMiniApp();
  if (query.isPending) {
    return (
      <Page title={ruOrders.order.loading}>
        <LoadingState text={ruOrders.order.loading} />
      </Page>
    );
  }
  if (query.isError) {
    return <OrderMissing notFound={isApiError(query.error) && query.error.status === 404} />;
  }
  const order = query.data;
  // Just placed, the page confirms the order; opened later (by its link, from the account), it is the order's page.
  const justPlaced = order.status === 'pending';
  return (
    <Page title={justPlaced ? ruOrders.order.confirmationTitle : ruOrders.order.number(order.number)}>
      <div className={styles.confirmation}>
        {justPlaced ? (
          <>
            <p>
              <strong>{ruOrders.order.number(order.number)}</strong>
            </p>
            <p className={styles.muted}>{ruOrders.order.confirmationText}</p>
          </>
        ) : null}
        {token ? <p className={styles.muted}>{ruOrders.order.keepLink}</p> : null}
        <OrderDetails order={order} token={token} />
        {isMiniApp && order.paymentStatus === 'paid' ? (
          <Suspense fallback={null}>
            <HomeScreenOffer order={order} />
          </Suspense>
        ) : null}
        <ContinueLinks />
      </div>
    </Page>
  );
}

function OrderMissing({ notFound }: { notFound: boolean }) {
  return (
    <Page title={notFound ? ruOrders.order.notFoundTitle : ruOrders.order.loadError}>
      <EmptyState
        title={notFound ? ruOrders.order.notFoundTitle : ruOrders.order.loadError}
        text={notFound ? ruOrders.order.notFoundText : undefined}
      >
        <Link to="/order-lookup">{ruOrders.orderLookup.link}</Link>
        <ContinueLinks />
      </EmptyState>
    </Page>
  );
}

/** An old address of the thanks page: it leads to the order it names, and thanks for no order that is not there. */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  if (!orderId) return <OrderMissing notFound />;
  const token = params.get('token');
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return <Navigate to={`/order-confirmation/${encodeURIComponent(orderId)}${query}`} replace />;
}
