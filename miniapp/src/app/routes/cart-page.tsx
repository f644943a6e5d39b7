import { Link, useNavigate } from 'react-router-dom';
import * as cartStyles from '../../features/cart/components/cart.css';
import { CartLines } from '../../features/cart/components/cart-lines';
import { CartSummary } from '../../features/cart/components/cart-summary';
import { PromocodeField } from '../../features/cart/components/promocode-field';
import { ShippingChoice } from '../../features/cart/components/shipping-choice';
import { useCart } from '../../features/cart/hooks/use-cart';
import { useMainButton } from '../../features/telegram/hooks/use-main-button';
import { ru } from '../../shared/texts/ru';
import { button } from '../../shared/ui/primitives.css';
import { EmptyState, LoadingState } from '../../shared/ui/states';
import { Page } from '../layout/page';

/** SPEC 2 /cart: the local or server cart with its promocode, shipping and totals, and the way to checkout. */
export function CartPage() {
  const cart = useCart();
  const navigate = useNavigate();
  const ready = cart.status === 'ready' && cart.lines.length > 0;
  useMainButton(ready ? ru.cart.toCheckout : null, () => void navigate('/checkout'), true, 1);
  return (
    <Page title={ru.cart.title} breadcrumbs={[]}>
      {cart.status === 'loading' ? (
        <LoadingState text={ru.cart.loading} />
      ) : cart.lines.length === 0 ? (
        <EmptyState title={ru.cart.empty} text={ru.cart.emptyHint}>
          <Link to="/products" className={button()}>
            {ru.common.toCatalog}
          </Link>
        </EmptyState>
      ) : (
        <div className={cartStyles.layout}>
          <CartLines lines={cart.lines} />
          <div className={cartStyles.side}>
            <PromocodeField cart={cart} />
            <ShippingChoice
              region={cart.region}
              options={cart.shippingOptions}
              selectedId={cart.shippingMethod?.id ?? null}
              failed={cart.shippingFailed}
            />
            <CartSummary cart={cart}>
              <Link to="/checkout" className={button({ block: true })}>
                {ru.cart.toCheckout}
              </Link>
            </CartSummary>
          </div>
        </div>
      )}
    </Page>
  );
}
