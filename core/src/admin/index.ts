export * from './admin-texts';
export * from './catalog-inputs';
export * from './promocode-input';
export * from './promotion-texts';
export * from './shipping-method-input';
