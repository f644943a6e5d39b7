export * from './catalog';
export * from './money';
export * from './roles';
export * from './settings';
export * from './text';
