/** The API's route types (`hc<ShopApi>`); the front ends call through `@shop/api/client`, built on them. */
export type { ShopApi } from './app';
