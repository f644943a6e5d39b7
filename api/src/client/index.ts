/**
 * The browser-safe client of the shop's API for both front ends (`@shop/api/client`). It imports only types from
 * the server code, so a front end bundles `hono/client` and these few modules, never the server.
 */
export { ApiError, errorMessage, isApiError } from './api-error';
export type { ApiData } from './envelope';
export {
  createShopClient,
  DEFAULT_TIMEOUT_MS,
  type SessionRenewal,
  type ShopClient,
  type ShopClientTexts,
} from './shop-client';
