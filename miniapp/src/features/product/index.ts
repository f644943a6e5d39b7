/** The public entry of the feature: other features import from here only. */
export { BackInStock } from './components/back-in-stock';
