/** The public entry of the feature: other features import from here only. */

export { useStaffOrder } from './api/staff-calls';
export { StaffGate } from './components/staff-gate';
export { StaffOrderDetails } from './components/staff-order';
export { TodayOrders } from './components/today-orders';
export { VariantStockScreen } from './components/variant-stock';
export { staffTexts } from './texts';
