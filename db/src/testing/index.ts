export * from './databases';
export * from './factories';
export * from './row-changes';
