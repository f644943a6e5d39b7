/** The API's route types for typed clients (`hc<ShopApi>`). */
export type { ShopApi } from './app';
