import { formatKopecks, isPaidOnDelivery } from '@shop/core/rules';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/shop-dates';
import { button, dangerButton } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { Panel } from '../../../ui/panel';
import * as table from '../../../ui/table.css';
import { type AdminOrder, type RefundRequest, useRefundOrder } from '../api/orders';
import { ordersTexts as t } from '../orders-texts';
import { ActionFeedback } from './action-feedback';
import { NoteField } from './note-field';
import * as styles from './orders.css';

type Refund = NonNullable<AdminOrder['refund']>;

/**
 * What was paid and given back, and giving money back: chosen units, everything left, or cancelling with it. A
 * ЮKassa payment goes back through ЮKassa; a Telegram one staff give back in the provider's office, cash or a card
 * paid to the courier the shop returns itself, and both are recorded here (the hint says so). A refund ЮKassa did not answer shows with «Повторить возврат».
 */
export function OrderRefundPanel({ detail, refund }: { detail: AdminOrder; refund: Refund }) {
  const { order, refunds } = detail;
  const { refund: send, retry } = useRefundOrder(order.id);
  const [units, setUnits] = useState<Record<number, string>>({});
  const [note, setNote] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const manual = refund.way === 'manual';
  const pending = refunds.find((made) => made.status === 'pending');
  const busy = send.isPending || retry.isPending;
  const canCancel = detail.nextStatuses.some((next) => next.status === 'cancelled');
  const chosen = refund.lines
    .map((line) => ({ itemId: line.itemId, quantity: Number(units[line.itemId] ?? 0) }))
    .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
  const left = formatKopecks(refund.leftKopecks);
  const recordQuestion = t.confirmRecord(order.number, isPaidOnDelivery(order.paymentMethod));

  function submit(request: Omit<RefundRequest, 'manual' | 'note'>, question: string) {
    if (!window.confirm(manual ? `${question}\n\n${recordQuestion}` : question)) return;
    setNotice(null);
    send.mutate(
      { ...request, ...(manual ? { manual: true } : {}), ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setUnits({});
          setNote('');
          setNotice(t.refundDone);
        },
      },
    );
  }

  return (
    <Panel id="order-refund" title={t.refunds}>
      <dl className={styles.facts} aria-label={t.refunds}>
        <div className={styles.fact}>
          <dt>{t.paid}</dt>
          <dd>{formatKopecks(refund.paidKopecks)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.refunded}</dt>
          <dd>{formatKopecks(refund.refundedKopecks)}</dd>
        </div>
        <div className={styles.factTotal}>
          <dt>{t.refundLeft}</dt>
          <dd>{left}</dd>
        </div>
      </dl>
      {refund.hint && (
        <p className={form.hint} role="note">
          {refund.hint}
        </p>
      )}
      {refunds.length > 0 && (
        <ol className={styles.history} aria-label={t.refundHistory}>
          {refunds.map((made) => (
            <li key={made.id} className={styles.historyItem}>
              <strong>
                {formatKopecks(made.amountKopecks)} · {made.statusLabel}
              </strong>
              <span className={table.muted}>
                {formatDateTime(made.createdAt)} · {made.wayLabel}
              </span>
              {made.error && <span>{made.error}</span>}
              {made.status === 'pending' && (
                <button
                  type="button"
                  className={button.primary}
                  disabled={busy}
                  onClick={() => {
                    setNotice(null);
                    retry.mutate(made.id, { onSuccess: () => setNotice(t.refundDone) });
                  }}
                >
                  {t.retryRefund}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {refund.leftKopecks === 0 ? (
        <p className={form.hint}>{t.nothingToRefund}</p>
      ) : (
        !pending && (
          <>
            <fieldset className={form.fieldset}>
              <legend className={form.legend}>{t.refundLines}</legend>
              {refund.lines.map((line) => {
                const most = line.quantity - line.refundedQuantity;
                return (
                  <label key={line.itemId} className={styles.refundLine}>
                    <span className={styles.cellStack}>
                      <span>{line.name}</span>
                      <span className={table.muted}>
                        {line.variant} · {t.refundedOf(line.refundedQuantity, line.quantity)}
                      </span>
                    </span>
                    <input
                      className={form.input}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={most}
                      disabled={most === 0}
                      aria-label={t.refundUnits(line.name)}
                      value={units[line.itemId] ?? '0'}
                      onChange={(event) => setUnits({ ...units, [line.itemId]: event.target.value })}
                    />
                  </label>
                );
              })}
            </fieldset>
            <NoteField label={t.refundNote} value={note} onChange={setNote} />
            <div className={styles.statusActions}>
              <button
                type="button"
                className={button.secondary}
                disabled={busy || chosen.length === 0}
                onClick={() => submit({ lines: chosen }, t.confirmRefundChosen(order.number))}
              >
                {manual ? t.recordChosen : t.refundChosen}
              </button>
              <button
                type="button"
                className={button.secondary}
                disabled={busy}
                onClick={() => submit({}, t.confirmRefund(left, order.number))}
              >
                {manual ? t.recordAll : t.refundAll}
              </button>
              {canCancel && (
                <button
                  type="button"
                  className={dangerButton}
                  disabled={busy}
                  onClick={() => submit({ cancel: true }, t.confirmCancelRefund(left, order.number))}
                >
                  {manual ? t.cancelAndRecord : t.cancelAndRefund}
                </button>
              )}
            </div>
          </>
        )
      )}
      <ActionFeedback
        pending={busy}
        pendingText={t.refunding}
        error={send.error ?? retry.error}
        notice={notice}
      />
    </Panel>
  );
}
