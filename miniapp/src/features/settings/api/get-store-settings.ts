import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { defaultStoreSettings, normalizeStoreSettings } from '../defaults';
import type { StoreSettings } from '../types';

export const settingsKeys = {
  all: ['settings'] as const,
  store: () => [...settingsKeys.all, 'store'] as const,
};

export async function getStoreSettings(signal?: AbortSignal): Promise<StoreSettings> {
  return normalizeStoreSettings(await api.get<unknown>('/settings/store', { signal }));
}

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
