import { Link } from 'react-router-dom';
import { useCart } from '../../features/cart/hooks/use-cart';
import { CheckoutForm } from '../../features/checkout/components/checkout-form';
import { ru } from '../../shared/texts/ru';
import { ruOrders } from '../../shared/texts/ru-orders';
import { button } from '../../shared/ui/primitives.css';
import { EmptyState, LoadingState } from '../../shared/ui/states';
import { Page } from '../layout/page';

/** /checkout: guests order their local cart, signed-in buyers their server cart. */
export function CheckoutPage() {
  const cart = useCart();
  return (
    <Page title={ruOrders.checkout.title} breadcrumbs={[{ label: ru.cart.title, to: '/cart' }]}>
      {cart.status === 'loading' ? (
        <LoadingState text={ru.cart.loading} />
      ) : cart.lines.length === 0 ? (
        <EmptyState title={ruOrders.checkout.emptyCart}>
          <Link to="/products" className={button()}>
            {ru.common.toCatalog}
          </Link>
        </EmptyState>
      ) : (
        <CheckoutForm cart={cart} />
      )}
    </Page>
  );
}
