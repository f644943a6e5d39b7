// The dashboard's one call.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/shop-client';

export const useDashboard = (days: number) =>
  useQuery({
    queryKey: ['admin', 'dashboard', days],
    queryFn: ({ signal }) =>
      unwrap(client.api.admin.dashboard.$get({ query: { days: String(days) } }, { init: { signal } })),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
