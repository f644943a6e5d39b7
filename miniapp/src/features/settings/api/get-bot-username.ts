import { useQuery } from '@tanstack/react-query';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';

/** The shop's bot (`GET /api/settings/telegram`), for links that open the mini-app; null without one or while unknown. */
export function useBotUsername(): string | null {
  const query = useQuery({
    queryKey: ['settings', 'telegram'],
    queryFn: ({ signal }) => unwrap(client.api.settings.telegram.$get(undefined, requestOptions({ signal }))),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data?.botUsername ?? null;
}
