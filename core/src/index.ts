export * from './catalog';
export * from './money';
export * from './settings';
