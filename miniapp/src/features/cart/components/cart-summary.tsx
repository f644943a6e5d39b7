/**
 * The totals of SPEC 3's derived cart view: retail and wholesale subtotals, savings, the promocode discount,
 * shipping with the way to free shipping, and what is paid, which is the sum of the rows above it.
 */
import { formatKopecks } from '@shop/core/rules';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { ru } from '../../../shared/texts/ru';
import { ruOrders } from '../../../shared/texts/ru-orders';
import type { CartState } from '../hooks/use-cart';
import * as styles from './cart.css';

interface CartSummaryProps {
  cart: CartState;
  /** At checkout: the cash-on-delivery commission, shown above the total it is part of. */
  paymentFeeKopecks?: number;
  children?: ReactNode;
}

export function CartSummary({ cart, paymentFeeKopecks = 0, children }: CartSummaryProps) {
  const id = useId();
  const { totals } = cart;
  const left =
    totals.freeFromKopecks !== null ? Math.max(0, totals.freeFromKopecks - totals.orderValueKopecks) : null;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="cart-summary">
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {ru.cart.totals}
      </h2>
      {totals.retailSubtotalKopecks > 0 ? (
        <div className={styles.row}>
          <span>{ru.cart.retailSubtotal}</span>
          <span>{formatKopecks(totals.retailSubtotalKopecks)}</span>
        </div>
      ) : null}
      {totals.wholesaleSubtotalKopecks > 0 ? (
        <div className={styles.row}>
          <span>{ru.cart.wholesaleSubtotal}</span>
          <span>{formatKopecks(totals.wholesaleSubtotalKopecks)}</span>
        </div>
      ) : null}
      {totals.totalWholesaleSavingsKopecks > 0 ? (
        <div className={`${styles.row} ${styles.small}`}>
          <span>{ru.cart.wholesaleSavings}</span>
          <span>{formatKopecks(totals.totalWholesaleSavingsKopecks)}</span>
        </div>
      ) : null}
      {cart.promocode && totals.promocodeDiscountKopecks > 0 ? (
        <div className={`${styles.row} ${styles.discount}`}>
          <span>{ru.cart.promocodeDiscount(cart.promocode.code)}</span>
          <span>−{formatKopecks(totals.promocodeDiscountKopecks)}</span>
        </div>
      ) : null}
      {cart.shippingMethod ? (
        <div className={styles.row}>
          <span>{ru.cart.shippingFee(cart.shippingMethod.name)}</span>
          <span>
            {totals.shippingFeeKopecks === 0 ? ru.cart.free : formatKopecks(totals.shippingFeeKopecks)}
          </span>
        </div>
      ) : null}
      {left !== null && cart.shippingMethod ? (
        <>
          <progress
            className={styles.progress}
            max={100}
            value={totals.freeShippingProgress}
            aria-label={ru.cart.freeShippingProgress}
          />
          <span className={styles.small}>
            {totals.freeShippingEligible || left === 0
              ? ru.cart.freeShippingReached
              : ru.cart.freeShippingLeft(formatKopecks(left))}
          </span>
        </>
      ) : null}
      {paymentFeeKopecks > 0 ? (
        <div className={styles.row}>
          <span>{ruOrders.order.paymentFee}</span>
          <span>{formatKopecks(paymentFeeKopecks)}</span>
        </div>
      ) : null}
      <div className={styles.totalRow}>
        <span>{ru.cart.finalTotal}</span>
        <span data-testid={paymentFeeKopecks > 0 ? 'checkout-total' : 'cart-final-total'}>
          {formatKopecks(totals.finalTotalKopecks + paymentFeeKopecks)}
        </span>
      </div>
      {children}
    </section>
  );
}
