export * from './admin-texts';
export * from './catalog-inputs';
