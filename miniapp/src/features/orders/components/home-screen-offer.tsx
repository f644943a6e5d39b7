/**
 * Inside Telegram, on the page of a buyer's first paid order: the offer to put the shop on the phone's home
 * screen, once. It shows only where the client can do it and says the shop is not there yet; the offer is
 * remembered as soon as it shows, and then her answer.
 */
import { useEffect, useId, useState } from 'react';
import { ruOrders } from '../../../shared/texts/ru-orders';
import { button } from '../../../shared/ui/primitives.css';
import { useAuth } from '../../auth';
import { addShopToHomeScreen, rememberHomeScreenAnswer, shouldOfferHomeScreen } from '../../telegram';
import { type Order, useMyOrders } from '../api/order-calls';
import * as styles from './orders.css';

const text = ruOrders.homeScreen;

/** Paid, and none of her other orders was paid before it. */
function isFirstPaid(order: Order, orders: readonly Order[]): boolean {
  const paidAt = order.paidAt;
  if (order.paymentStatus !== 'paid' || !paidAt) return false;
  return !orders.some((other) => other.id !== order.id && other.paidAt !== null && other.paidAt <= paidAt);
}

export function HomeScreenOffer({ order }: { order: Order }) {
  const signedIn = useAuth().user !== null;
  const paid = order.paymentStatus === 'paid';
  const orders = useMyOrders(signedIn && paid);
  const firstPaid = orders.data ? isFirstPaid(order, orders.data.orders) : false;
  const [shown, setShown] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (!firstPaid) return;
    let live = true;
    void shouldOfferHomeScreen().then((offer) => {
      if (!live || !offer) return;
      setShown(true);
      void rememberHomeScreenAnswer('offered');
    });
    return () => {
      live = false;
    };
  }, [firstPaid]);

  if (!shown) return null;
  const answer = (accepted: boolean) => {
    setShown(false);
    void rememberHomeScreenAnswer(accepted ? 'accepted' : 'declined');
    if (accepted) void addShopToHomeScreen();
  };
  return (
    <section className={styles.paymentPanel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.paymentTitle}>
        {text.title}
      </h2>
      <p className={styles.paymentNote}>{text.text}</p>
      <div className={styles.actions}>
        <button type="button" className={button({ tone: 'primary' })} onClick={() => answer(true)}>
          {text.add}
        </button>
        <button type="button" className={button({ tone: 'outline' })} onClick={() => answer(false)}>
          {text.later}
        </button>
      </div>
    </section>
  );
}
