import { useState } from 'react';
import { button, dangerButton } from '../../../ui/button.css';
import { type AdminOrderRow, useCancelOrders } from '../api/orders';
import { ordersTexts as t } from '../orders-texts';
import * as styles from './orders.css';

/**
 * The bar above the orders table while some are chosen: cancels them together (a burst of fake orders), then
 * says how many were cancelled and why any other was not.
 */
export function OrderBulkCancel({
  orders,
  selected,
  onDone,
}: {
  orders: readonly AdminOrderRow[];
  selected: ReadonlySet<string>;
  onDone: () => void;
}) {
  const cancel = useCancelOrders();
  const [outcome, setOutcome] = useState<string[]>([]);
  const numberOf = (id: string) => orders.find((order) => order.id === id)?.number ?? id;

  const run = () => {
    if (!window.confirm(t.confirmCancelMany(selected.size))) return;
    cancel.mutate([...selected], {
      onSuccess: (result) => {
        setOutcome([
          t.cancelledMany(result.cancelled.length),
          ...result.refused.map((refused) => t.notCancelled(numberOf(refused.id), refused.message)),
        ]);
        onDone();
      },
    });
  };

  if (selected.size === 0 && outcome.length === 0 && !cancel.error) return null;
  return (
    <div className={styles.bulkBar}>
      {selected.size > 0 && (
        <>
          <strong>{t.selectedCount(selected.size)}</strong>
          <button type="button" className={dangerButton} disabled={cancel.isPending} onClick={run}>
            {cancel.isPending ? t.changing : t.cancelSelected}
          </button>
          <button type="button" className={button.secondary} onClick={onDone}>
            {t.clearSelection}
          </button>
        </>
      )}
      {outcome.length > 0 && (
        <div role="status" className={styles.cellStack}>
          {outcome.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </div>
      )}
      {cancel.error && <div role="alert">{cancel.error.message}</div>}
    </div>
  );
}
