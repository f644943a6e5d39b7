/** The public entry of the feature: other features import from here only. */
export { WholesaleOffer } from './components/wholesale-offer';
