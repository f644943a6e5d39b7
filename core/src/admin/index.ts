export * from './admin-texts';
export * from './catalog-inputs';
export * from './order-admin';
export * from './promocode-input';
export * from './promotion-texts';
export * from './settings-form-values';
export * from './shipping-method-input';
export * from './user-admin';
