// The «Рефералы» screen's calls: referrers and attributions, the reward setting.
import type { ApiData, ShopClient } from '@shop/api/client';
import type { ReferralSettings } from '@shop/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/shop-client';

type Referrals = ShopClient['api']['admin']['referrals'];
export type ReferralOverview = ApiData<Referrals['$get']>;

const referralsKey = ['admin', 'referrals'] as const;

export const useReferralOverview = () =>
  useQuery({
    queryKey: [...referralsKey, 'overview'],
    queryFn: ({ signal }) => unwrap(client.api.admin.referrals.$get({}, { init: { signal } })),
    staleTime: 0,
  });

export const useReferralSettings = () =>
  useQuery({
    queryKey: [...referralsKey, 'settings'],
    queryFn: ({ signal }) => unwrap(client.api.admin.referrals.settings.$get({}, { init: { signal } })),
  });

export function useSaveReferralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReferralSettings) =>
      unwrap(client.api.admin.referrals.settings.$put({ json: settings })),
    onSuccess: (saved) => queryClient.setQueryData([...referralsKey, 'settings'], saved),
  });
}
