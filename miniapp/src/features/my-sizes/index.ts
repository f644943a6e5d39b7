/** The public entry of the feature: other features import from here only. */
export { useMySizeCodes } from './api/size-profile';
export { MySizePreselect } from './components/my-size-preselect';
export { MySizesFilter } from './components/my-sizes-filter';
export { MySizesSection } from './components/my-sizes-section';
