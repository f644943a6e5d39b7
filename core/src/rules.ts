/**
 * Core without zod (`@shop/core/rules`): money, plurals, catalogue rules, checkout rules, roles and the shop's
 * clock, for the storefront chunks where a schema library would only add weight. Settings schemas and
 * credentials stay in `@shop/core`.
 */
export * from './catalog';
export * from './checkout';
export * from './money';
export * from './objects';
export * from './orders/delivery-address';
export * from './orders/nearby';
export * from './orders/order-status';
export * from './orders/order-texts';
export * from './orders/payment-on-delivery';
export * from './orders/refunds';
export * from './orders/telegram-payment';
export * from './orders/web-payment';
export * from './roles';
export * from './settings/home-layout';
export * from './settings/home-preview-messages';
export * from './settings/info-bar';
export * from './shop-time';
export * from './text/shop-links';
export * from './text/storefront-page';
export * from './wholesale';
