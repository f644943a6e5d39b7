/** What the checkout's tests start from: a guest's cart of one linen dress in Moscow, and the methods' answers. */
import { addToCart, clearCart } from '../features/cart/store/cart-store';
import { chooseShipping } from '../features/cart/store/shipping-choice-store';

export function startCheckoutCart(): void {
  clearCart();
  chooseShipping({ region: 'moscow', methodId: null });
  addToCart({
    productId: 12,
    name: 'Платье-миди из льна',
    priceKopecks: 150_000,
    image: '',
    size: 'M',
    color: 'BLK',
    quantity: 1,
  });
}

/** A free shipping method as `GET /api/shipping/methods` answers it; courier is the default. */
export const shippingMethodView = (id: string, name: string, details: Record<string, unknown> = {}) => ({
  id,
  name,
  description: null,
  priceKopecks: 0,
  feeKopecks: 0,
  freeFromKopecks: null,
  estimatedDays: '1 день',
  minOrderValueKopecks: null,
  maxOrderValueKopecks: null,
  regions: [],
  isDefault: id === 'courier',
  details,
});
