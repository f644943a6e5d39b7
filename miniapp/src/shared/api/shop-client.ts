/** The storefront's instance of the shop's typed API client: the stored bearer token and the storefront's texts. */
import { createShopClient } from '@shop/api/client';
import { readString, STORAGE_KEYS } from '../lib/storage';
import { ru } from '../texts/ru';

/** The global fetch in the browser; the server's drawing of a first screen answers from its own app. */
let fetchApi: typeof fetch = (input, init) => fetch(input, init);

export function callApiWith(fetchImpl: typeof fetch): void {
  fetchApi = fetchImpl;
}

export const { client, unwrap, requestOptions, setSessionRenewal } = createShopClient({
  getToken: () => readString(STORAGE_KEYS.token),
  fetch: (input, init) => fetchApi(input, init),
  texts: {
    network: ru.common.networkError,
    timeout: ru.common.timeout,
    failed: ru.common.errorOccurred,
    unexpected: ru.common.somethingWrong,
  },
});
