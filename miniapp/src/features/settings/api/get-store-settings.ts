import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';
import { defaultStoreSettings } from '../defaults';

const settingsKeys = {
  all: ['settings'] as const,
  store: () => [...settingsKeys.all, 'store'] as const,
};

const getStoreSettings = (signal?: AbortSignal) =>
  unwrap(client.api.settings.store.$get(undefined, requestOptions({ signal })));

export const storeSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.store(),
    queryFn: ({ signal }) => getStoreSettings(signal),
  });

/** Store settings, with the built-in defaults while loading and after a failure. */
export function useStoreSettings() {
  const query = useQuery(storeSettingsQueryOptions());
  return { settings: query.data ?? defaultStoreSettings, isPending: query.isPending, isError: query.isError };
}
