/** The public entry of the feature: other features import from here only. */

export type { Order } from './api/order-calls';
export { orderKeys } from './api/order-calls';
export { OrderFacts, OrderTotals } from './components/order-summary';
