export * from './cart-pricing';
export * from './promocode-rules';
export * from './shipping-rules';
