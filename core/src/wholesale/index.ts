export * from './bundle-offers';
export * from './bundle-order';
export * from './bundle-types';
export * from './set-steps';
export * from './shortage-analysis';
export * from './wholesale-quantity';
export * from './wholesale-texts';
