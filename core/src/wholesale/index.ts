export * from './bundle-offers';
export * from './bundle-order';
export * from './bundle-types';
export * from './shortage-analysis';
export * from './wholesale-quantity';
export * from './wholesale-texts';
