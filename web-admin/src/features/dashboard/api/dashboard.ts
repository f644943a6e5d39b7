// The dashboard's one call.
import type { ApiData, ShopClient } from '@shop/api/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/shop-client';

export type Dashboard = ApiData<ShopClient['api']['admin']['dashboard']['$get']>;

export const useDashboard = (days: number) =>
  useQuery({
    queryKey: ['admin', 'dashboard', days],
    queryFn: ({ signal }) =>
      unwrap(client.api.admin.dashboard.$get({ query: { days: String(days) } }, { init: { signal } })),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
