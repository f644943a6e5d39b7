/** What a buyer can do with an order on its page: read its status history and cancel it while that is allowed. */
import { errorMessage } from '@shop/api/client';
import { buyerMayCancel, shopDateFormat } from '@shop/core/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ruOrders } from '../../../shared/texts/ru-orders';
import { button, errorText } from '../../../shared/ui/primitives.css';
import { addProductToCart, cartStyles } from '../../cart';
import { productQueryOptions } from '../../catalog';
import { useConfirmation } from '../../telegram';
import { useCancelOrder } from '../api/cancel-order';
import type { Order } from '../api/order-calls';
import * as styles from './orders.css';

const historyTime = shopDateFormat({ day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

export function OrderHistory({ order }: { order: Order }) {
  if (!order.history?.length) return null;
  return (
    <section className={cartStyles.panel} aria-label={ruOrders.order.history}>
      <h2 className={cartStyles.panelTitle}>{ruOrders.order.history}</h2>
      <ol className={styles.items}>
        {order.history.map((event) => (
          <li key={`${event.status}-${event.at}`} className={cartStyles.row}>
            <span>{event.statusLabel}</span>
            <span className={cartStyles.small}>{historyTime.format(new Date(event.at))}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function CancelOrder({ order, token }: { order: Order; token: string | null }) {
  const cancel = useCancelOrder(order.id, token);
  const cancelling = useConfirmation(() => cancel.mutate());
  if (!buyerMayCancel(order.status)) return null;
  const { cancelQuestion } = ruOrders.order;
  return (
    <div>
      {cancelling.question ?? (
        <button
          type="button"
          className={button({ tone: 'outline' })}
          disabled={cancel.isPending || cancelling.asking}
          onClick={() =>
            void cancelling.ask({ ...cancelQuestion, title: cancelQuestion.title(order.number) })
          }
        >
          {cancel.isPending ? ruOrders.order.cancelling : ruOrders.order.cancel}
        </button>
      )}
      {cancel.isError ? (
        <p role="alert" className={errorText}>
          {errorMessage(cancel.error, ruOrders.order.cancelFailed)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Puts the order's retail lines into the cart again at today's prices and opens the cart. Wholesale sets are
 * chosen anew on their product pages (their make-up depends on today's stock).
 */
export function RepeatOrder({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const lines = order.items.filter((item) => item.productId !== null && !item.isWholesale);
  if (lines.length === 0) return null;
  const repeat = async () => {
    setPending(true);
    try {
      for (const line of lines) {
        const product = await queryClient
          .fetchQuery(productQueryOptions(String(line.productId)))
          .catch(() => null);
        if (product)
          await addProductToCart(product, line.colorCode, line.sizeCode, line.quantity, line.sizeName);
      }
      await navigate('/cart');
    } finally {
      setPending(false);
    }
  };
  return (
    <div>
      <button
        type="button"
        className={button({ tone: 'outline' })}
        disabled={pending}
        onClick={() => void repeat()}
      >
        {pending ? ruOrders.order.repeating : ruOrders.order.repeat}
      </button>
      {lines.length < order.items.length ? (
        <p className={cartStyles.small}>{ruOrders.order.repeatWholesale}</p>
      ) : null}
    </div>
  );
}
