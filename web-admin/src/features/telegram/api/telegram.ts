// The Telegram screen's calls: the counts, the messages that did not go, payment problems; resend and resolve.
import type { ApiData, ShopClient } from '@shop/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePagedListQuery } from '../../../lib/paged-list-query';
import { client, unwrap } from '../../../lib/shop-client';

type Telegram = ShopClient['api']['admin']['telegram'];
export type FailedMessage = ApiData<Telegram['messages']['failed']['$get']>['messages'][number];
export type PaymentProblem = ApiData<Telegram['payment-problems']['$get']>['problems'][number];

const telegramKey = ['admin', 'telegram'] as const;
const LIMIT = '20';

export const useTelegramSummary = () =>
  useQuery({
    queryKey: [...telegramKey, 'summary'],
    queryFn: ({ signal }) => unwrap(client.api.admin.telegram.summary.$get({}, { init: { signal } })),
    staleTime: 0,
  });

export const useFailedMessages = (page: number) =>
  usePagedListQuery([...telegramKey, 'failed', page], (options) =>
    unwrap(
      client.api.admin.telegram.messages.failed.$get(
        { query: { page: String(page), limit: LIMIT } },
        options,
      ),
    ),
  );

export const usePaymentProblems = (query: { open: boolean; page: number }) =>
  usePagedListQuery([...telegramKey, 'problems', query], (options) =>
    unwrap(
      client.api.admin.telegram['payment-problems'].$get(
        { query: { open: query.open ? 'true' : 'false', page: String(query.page), limit: LIMIT } },
        options,
      ),
    ),
  );

/** Each change refetches the counts and both lists. */
function useTelegramMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: telegramKey }),
  });
}

export const useResendMessage = () =>
  useTelegramMutation((id: number) =>
    unwrap(client.api.admin.telegram.messages[':id'].resend.$post({ param: { id: String(id) } })),
  );

export const useResolveProblem = () =>
  useTelegramMutation(({ id, resolution }: { id: number; resolution: string }) =>
    unwrap(
      client.api.admin.telegram['payment-problems'][':id'].resolve.$post({
        param: { id: String(id) },
        json: { resolution },
      }),
    ),
  );
