/** «Пригласить подругу»: the signed-in buyer's referral code, links and reward codes. */
import type { ApiData, ShopClient } from '@shop/api/client';
import { useQuery } from '@tanstack/react-query';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';

export type MyReferral = ApiData<ShopClient['api']['referrals']['me']['$get']>;

export const useMyReferral = () =>
  useQuery({
    queryKey: ['referrals', 'me'],
    queryFn: ({ signal }) => unwrap(client.api.referrals.me.$get({}, requestOptions({ signal }))),
  });
