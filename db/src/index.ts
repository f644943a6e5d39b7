export * from './client';
export * from './migrate';
export { rawRows } from './raw-rows';
export * as schema from './schema';
