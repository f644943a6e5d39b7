/** The public entry of the feature: other features import from here only. */
export { LazyWholesaleOffer as WholesaleOffer } from './components/lazy-wholesale-offer';
