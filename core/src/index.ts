export * from './accounts';
export * from './admin';
export * from './input-numbers';
export * from './orders/checkout-input';
export * from './referrals';
export * from './rules';
export * from './settings';
export * from './text';
