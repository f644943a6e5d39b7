/**
 * «Оплатить» for an order paid by card or СБП through ЮKassa: the time left while its goods are held, and a
 * button that leads to ЮKassa's page. ЮKassa brings the buyer back here with `?payment=return`; the page then asks
 * the shop to check the payment with ЮKassa (so a lost notification does not leave it unpaid), and again for a
 * little while until the payment is confirmed.
 */
import { errorMessage } from '@shop/api/client';
import { formatKopecks } from '@shop/core/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ruOrders } from '../../../shared/texts/ru-orders';
import { button } from '../../../shared/ui/primitives.css';
import { checkOnlinePayment, fetchPaymentPage } from '../api/online-payment';
import { type Order, orderKeys } from '../api/order-calls';
import { clockTime, minutesLeft, onlinePaymentStage } from '../lib/payment-deadline';
import * as styles from './orders.css';
import { useNow } from './telegram-payment';

const t = ruOrders.webPayment;
const CHECK_EVERY_MS = 2_000;
const CHECK_FOR_MS = 30_000;

export function WebPayment({ order, token }: { order: Order; token: string | null }) {
  const queryClient = useQueryClient();
  const now = useNow(15_000);
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const returned = searchParams.get('payment') === 'return';
  const checkoutError = (location.state as { paymentError?: string } | null)?.paymentError ?? null;
  const [checking, setChecking] = useState(returned);
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(checkoutError);
  const stage = onlinePaymentStage(order, now, 'yookassa');
  // Back with no payment page left: the buyer cancelled at ЮKassa (or the bank refused); a new payment is needed.
  const leftUnpaid = returned && order.paymentStatus === 'unpaid' && order.paymentConfirmationUrl === null;
  const watching = checking && !leftUnpaid;

  // Back from ЮKassa: ask the shop to check the payment now, then for a while until it is confirmed.
  useEffect(() => {
    if (!returned || order.paymentMethod !== 'yookassa' || order.paymentStatus !== 'unpaid' || !watching)
      return;
    let stopped = false;
    const check = async () => {
      try {
        const fresh = await checkOnlinePayment(order.id, token);
        if (!stopped) queryClient.setQueryData(orderKeys.detail(order.id), fresh);
      } catch {
        // The next try, or the ordinary reading of the order, will show how it stands.
      }
    };
    void check();
    const poll = setInterval(() => void check(), CHECK_EVERY_MS);
    const giveUp = setTimeout(() => setChecking(false), CHECK_FOR_MS);
    return () => {
      stopped = true;
      clearInterval(poll);
      clearTimeout(giveUp);
    };
  }, [returned, watching, order.id, order.paymentMethod, order.paymentStatus, token, queryClient]);

  // Once the hold is over the shop cancels the order: read it again to show that.
  useEffect(() => {
    if (stage === 'expired' && order.status !== 'cancelled') {
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
    }
  }, [stage, order.status, order.id, queryClient]);

  if (stage === 'other-method' || stage === 'refunded') return null;
  if (stage === 'paid' || stage === 'expired' || stage === 'cancelled') {
    const text = { paid: t.paid, expired: t.expired, cancelled: t.cancelled }[stage];
    return (
      <p className={styles.paymentNote} role="status" data-testid="web-payment">
        {text}
      </p>
    );
  }

  const pay = async () => {
    if (opening) return;
    setError(null);
    setOpening(true);
    try {
      window.location.assign(order.paymentConfirmationUrl ?? (await fetchPaymentPage(order.id, token)));
    } catch (caught) {
      setOpening(false);
      setError(errorMessage(caught, t.linkFailed));
      // Paid or cancelled meanwhile: show how it stands now.
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
    }
  };

  const note = !returned ? null : leftUnpaid ? t.notPaid : watching ? t.checking : t.notConfirmedYet;
  return (
    <section className={styles.paymentPanel} aria-label={t.title} data-testid="web-payment">
      <h2 className={styles.paymentTitle}>{t.title}</h2>
      {order.paymentDueAt ? (
        <p className={styles.paymentDue}>
          {ruOrders.telegramPayment.dueBy(
            clockTime(order.paymentDueAt),
            minutesLeft(order.paymentDueAt, now),
          )}{' '}
          {ruOrders.telegramPayment.heldFor}
        </p>
      ) : null}
      <button
        type="button"
        className={button({ block: true })}
        onClick={() => void pay()}
        disabled={opening}
        aria-busy={opening}
      >
        {opening ? t.opening : t.pay(formatKopecks(order.totals.totalKopecks))}
      </button>
      {error ? (
        <p className={styles.paymentError} role="alert">
          {error}
        </p>
      ) : note ? (
        <p className={styles.paymentNote} role="status">
          {note}
        </p>
      ) : null}
    </section>
  );
}
