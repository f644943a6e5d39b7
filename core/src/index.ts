export * from './accounts';
export * from './rules';
export * from './settings';
export * from './text';
