/** The public entry of the feature: other features import from here only. */

export { orderKeys } from './api/order-calls';
export { OrderFacts, OrderTotals } from './components/order-summary';
