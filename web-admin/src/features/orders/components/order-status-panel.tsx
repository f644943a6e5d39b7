import { useState } from 'react';
import { button, dangerButton } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { Panel } from '../../../ui/panel';
import { type AdminOrder, useChangeOrderStatus } from '../api/orders';
import { ordersTexts as t } from '../orders-texts';
import { ActionFeedback } from './action-feedback';
import { NoteField } from './note-field';
import * as styles from './orders.css';

/** The moves the order may make now, as buttons; cancelling asks first, since it returns the stock. */
export function OrderStatusPanel({ detail }: { detail: AdminOrder }) {
  const change = useChangeOrderStatus(detail.order.id);
  const [note, setNote] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  // A paid order is cancelled with its money given back, in the refund panel.
  const paid = detail.order.paymentStatus === 'paid';
  const moves = detail.nextStatuses.filter((next) => !(paid && next.status === 'cancelled'));

  function move(status: AdminOrder['nextStatuses'][number]) {
    if (status.status === 'cancelled' && !window.confirm(t.confirmCancel(detail.order.number))) return;
    setNotice(null);
    change.mutate(
      { status: status.status, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setNote('');
          setNotice(t.changed(status.label));
        },
      },
    );
  }

  return (
    <Panel id="order-status-title" title={t.changeStatus}>
      {moves.length === 0 ? (
        <p className={form.hint}>{t.noMoves}</p>
      ) : (
        <>
          <NoteField label={t.note} value={note} onChange={setNote} />
          <div className={styles.statusActions}>
            {moves.map((next) => (
              <button
                key={next.status}
                type="button"
                disabled={change.isPending}
                className={next.status === 'cancelled' ? dangerButton : button.primary}
                onClick={() => move(next)}
              >
                {next.status === 'cancelled' ? t.cancelOrder : t.moveTo(next.label)}
              </button>
            ))}
          </div>
          {paid && moves.length < detail.nextStatuses.length && (
            <p className={form.hint}>{t.paidCancelHint}</p>
          )}
        </>
      )}
      <ActionFeedback
        pending={change.isPending}
        pendingText={t.changing}
        error={change.error}
        notice={notice}
      />
    </Panel>
  );
}
