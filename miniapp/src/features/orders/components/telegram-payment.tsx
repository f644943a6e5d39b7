/**
 * «Оплатить» for an order paid inside Telegram: the time left while its goods are held, Telegram's payment form
 * (an invoice link from the api), and what came of it. Telegram says «paid» a moment before its payment update
 * reaches the shop, so the order is read again until the shop has recorded it.
 */
import { errorMessage } from '@shop/api/client';
import { formatKopecks } from '@shop/core/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ruOrders } from '../../../shared/texts/ru-orders';
import { button } from '../../../shared/ui/primitives.css';
import { openTelegramInvoice, useIsMiniApp, useMainButton } from '../../telegram';
import { fetchInvoiceLink } from '../api/invoice-link';
import { type Order, orderKeys } from '../api/order-calls';
import { clockTime, minutesLeft, onlinePaymentStage } from '../lib/payment-deadline';
import * as styles from './orders.css';

const t = ruOrders.telegramPayment;

/** How the last attempt ended, as far as this screen knows. */
type Attempt = 'idle' | 'opening' | 'confirming' | 'pending' | 'not-confirmed' | 'failed' | 'closed';

const CONFIRM_POLL_MS = 1_500;
const CONFIRM_WAIT_MS = 60_000;

/** The clock, ticking every `everyMs` while the component is shown. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function TelegramPayment({ order, token }: { order: Order; token: string | null }) {
  const isMiniApp = useIsMiniApp();
  const queryClient = useQueryClient();
  const now = useNow(15_000);
  const [attempt, setAttempt] = useState<Attempt>('idle');
  const [error, setError] = useState<string | null>(null);
  const stage = onlinePaymentStage(order, now, 'telegram');
  const waiting = (attempt === 'confirming' || attempt === 'pending') && stage !== 'paid';

  // After Telegram's «paid» (or «pending») the order is read again until the shop has recorded the payment.
  useEffect(() => {
    if (!waiting) return;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
    const poll = setInterval(refetch, CONFIRM_POLL_MS);
    const giveUp = setTimeout(() => setAttempt('not-confirmed'), CONFIRM_WAIT_MS);
    refetch();
    return () => {
      clearInterval(poll);
      clearTimeout(giveUp);
    };
  }, [waiting, queryClient, order.id]);

  // Once the hold is over the shop cancels the order: read it again to show that.
  useEffect(() => {
    if (stage === 'expired' && order.status !== 'cancelled') {
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
    }
  }, [stage, order.status, order.id, queryClient]);

  const payable = stage === 'payable' && isMiniApp;
  const busy = attempt === 'opening' || waiting;

  const pay = async () => {
    if (busy) return;
    setError(null);
    setAttempt('opening');
    try {
      const url = await fetchInvoiceLink(order.id, token);
      const outcome = await openTelegramInvoice(url);
      if (outcome === 'paid') setAttempt('confirming');
      else if (outcome === 'pending') setAttempt('pending');
      else if (outcome === 'failed') setAttempt('failed');
      else if (outcome === 'cancelled') setAttempt('closed');
      else {
        setAttempt('idle');
        setError(t.onlyInTelegram);
      }
    } catch (caught) {
      setAttempt('idle');
      setError(errorMessage(caught, t.linkFailed));
      // The api refuses an order that was paid or cancelled meanwhile: show how it stands now.
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
    }
  };

  const payLabel = attempt === 'opening' ? t.opening : t.pay(formatKopecks(order.totals.totalKopecks));
  useMainButton(payable && !waiting ? payLabel : null, () => void pay(), !busy);

  if (stage === 'other-method' || stage === 'cancelled' || stage === 'refunded') return null;
  if (stage === 'paid') {
    return attempt === 'idle' ? null : (
      <p className={styles.paymentNote} role="status">
        {t.paid}
      </p>
    );
  }
  if (stage === 'expired') {
    return (
      <p className={styles.paymentNote} role="status" data-testid="telegram-payment">
        {t.expired}
      </p>
    );
  }

  const message =
    error ??
    {
      idle: null,
      opening: null,
      confirming: t.confirming,
      pending: t.pending,
      'not-confirmed': t.notConfirmedYet,
      failed: t.failed,
      closed: t.cancelledByBuyer,
    }[attempt];
  return (
    <section className={styles.paymentPanel} aria-label={t.title} data-testid="telegram-payment">
      <h2 className={styles.paymentTitle}>{t.title}</h2>
      {order.paymentDueAt ? (
        <p className={styles.paymentDue}>
          {t.dueBy(clockTime(order.paymentDueAt), minutesLeft(order.paymentDueAt, now))} {t.heldFor}
        </p>
      ) : null}
      {isMiniApp ? (
        <button
          type="button"
          className={button({ block: true })}
          onClick={() => void pay()}
          disabled={busy}
          aria-busy={busy}
        >
          {payLabel}
        </button>
      ) : (
        <p className={styles.paymentNote}>{t.onlyInTelegram}</p>
      )}
      {message ? (
        <p
          className={error || attempt === 'failed' ? styles.paymentError : styles.paymentNote}
          role={error || attempt === 'failed' ? 'alert' : 'status'}
        >
          {message}
        </p>
      ) : null}
    </section>
  );
}
