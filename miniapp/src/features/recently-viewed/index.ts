/** The public entry of the feature: other features import from here only. */
export { viewProduct } from './lib/recently-viewed';
