export * from './accounts';
export * from './admin';
export * from './rules';
export * from './settings';
export * from './text';
