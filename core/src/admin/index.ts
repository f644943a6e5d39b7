export * from './admin-texts';
export * from './catalog-inputs';
export * from './order-admin';
export * from './user-admin';
