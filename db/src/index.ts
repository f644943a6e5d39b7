export * from './client';
export * from './migrate';
export * from './queries/categories';
export { rawRows } from './raw-rows';
export * as schema from './schema';
