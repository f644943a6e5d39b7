// The admin app's instance of the shop's typed API client: the stored bearer token and the back office's texts.
import { createShopClient } from '@shop/api/client';
import { texts } from './texts';
import { readToken } from './token-storage';

export const { client, unwrap, requestOptions, setSessionRenewal } = createShopClient({
  getToken: readToken,
  texts: {
    network: texts.errors.network,
    timeout: texts.errors.timeout,
    unexpected: texts.errors.generic,
    // No text of our own: each form falls back to its own ('Login failed', SPEC 8) through errorMessage.
    failed: '',
  },
});
