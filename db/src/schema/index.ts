export * from './carts';
export * from './catalog';
export type { LocalizedText } from './columns';
export * from './customers';
export * from './media';
export * from './orders';
export * from './promotions';
export * from './settings';
export * from './shipping';
