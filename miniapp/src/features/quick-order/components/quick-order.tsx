/**
 * The footer's quick order: one button per messenger the shop switched on, shown while the cart has items. The
 * message opens in the messenger, a 'sent' notice shows for 3 s and the visitor lands on the confirmation page.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTakingOverDrawnPage } from '../../../shared/lib/drawn-page';
import { ru } from '../../../shared/texts/ru';
import { button, errorText } from '../../../shared/ui/primitives.css';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useAuth } from '../../auth';
import { useCartGoods } from '../../cart';
import { openChannel } from '../../contact-widget';
import { useStoreSettings } from '../../settings';
import {
  contactWidgetOf,
  orderRequestAction,
  type QuickOrderMethod,
  quickOrderMethods,
} from '../order-request';
import * as styles from './quick-order.css';

const SENT_NOTICE_MS = 3000;

export function QuickOrder() {
  const { settings } = useStoreSettings();
  const cart = useCartGoods();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  // A drawn page holds no cart until it is taken over.
  const takingOver = useTakingOverDrawnPage();
  const widget = contactWidgetOf(settings);
  const methods = widget ? quickOrderMethods(widget) : [];
  if (takingOver || !widget || methods.length === 0 || cart.lines.length === 0) return null;

  const order = async (method: QuickOrderMethod) => {
    const action = orderRequestAction({
      settings: widget,
      method,
      items: cart.lines,
      totalKopecks: cart.goodsKopecks,
      customer: user,
    });
    setFailed(!action);
    if (!action) return;
    await openChannel(action);
    toast(ru.quickOrder.sent, { type: 'success', duration: SENT_NOTICE_MS });
    navigate(`/order-confirmation/${method}`);
  };

  return (
    <section className={styles.quickOrder} aria-labelledby="quick-order-title">
      <h2 id="quick-order-title" className={styles.title}>
        {ru.quickOrder.title}
      </h2>
      <p className={styles.hint}>{ru.quickOrder.hint}</p>
      <div className={styles.buttons}>
        {methods.map((method) => (
          <button
            key={method}
            type="button"
            className={button({ tone: method === methods[0] ? 'primary' : 'outline' })}
            onClick={() => void order(method)}
          >
            {widget.checkout.buttonText[method]}
          </button>
        ))}
      </div>
      {failed ? (
        <p role="alert" className={errorText}>
          {ru.quickOrder.composeFailed}
        </p>
      ) : null}
    </section>
  );
}
