/** The storefront's instance of the shop's typed API client: the stored bearer token and the storefront's texts. */
import { createShopClient } from '@shop/api/client';
import { readString, STORAGE_KEYS } from '../lib/storage';
import { ru } from '../texts/ru';

export const { client, unwrap, requestOptions, setSessionRenewal } = createShopClient({
  getToken: () => readString(STORAGE_KEYS.token),
  texts: {
    network: ru.common.networkError,
    timeout: ru.common.timeout,
    failed: ru.common.errorOccurred,
    unexpected: ru.common.somethingWrong,
  },
});
