export * from './databases';
export * from './factories';
export * from './raw-sql';
export * from './row-changes';
