/** The public entry of the feature: other features import from here only. */

export type { ServerCart } from './api/cart-calls';
export { cartKeys, migrateLocalCart, wholesaleFieldsOf } from './api/cart-calls';
export * as cartStyles from './components/cart.css';
export { CartSummary } from './components/cart-summary';
export { RegionSelect, ShippingMethodOptions } from './components/shipping-choice';
export type { CartState } from './hooks/use-cart';
export type { CartGoodsLine } from './hooks/use-cart-goods';
export { useCartGoods } from './hooks/use-cart-goods';
export { useCartHoldings } from './hooks/use-cart-holdings';
export { useCartItemCount } from './hooks/use-cart-item-count';
export { addProductToCart } from './lib/add-product-to-cart';
export {
  cartSession,
  currentCartMode,
  fallBackToLocal,
  isServerUnavailable,
  resumeServerCart,
  storeServerCart,
} from './store/cart-session';
export { addToCart, cartStore, clearCart } from './store/cart-store';
export { chooseShipping } from './store/shipping-choice-store';
export type { CartItem } from './types';
