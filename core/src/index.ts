export * from './money';
export * from './settings';
