export * from './accounts';
export * from './rules';
export * from './settings';
