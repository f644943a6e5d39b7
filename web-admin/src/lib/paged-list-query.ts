// A page of a server-paged admin list (products, orders, users, the audit log, Telegram's lists): read fresh each
// time it is shown, the page on screen kept while the next one loads, the request dropped when it is not needed.
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** What the typed client's call takes as its second argument: the query's abort signal. */
type CallOptions = { init: { signal: AbortSignal } };

export const usePagedListQuery = <T>(key: readonly unknown[], read: (options: CallOptions) => Promise<T>) =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => read({ init: { signal } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
