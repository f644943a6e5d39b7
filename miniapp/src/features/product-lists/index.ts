/** The public entry of the feature: other features import from here only. */
export type { ListEntry } from './lib/list-entries';
export { openListPlace } from './lib/list-places';
export { productsByIds } from './lib/products-by-ids';
