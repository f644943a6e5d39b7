/** TanStack Query defaults from the spec (section 7, "Caching"). */

import { isApiError } from '@shop/api/client';
import { type DefaultOptions, QueryClient } from '@tanstack/react-query';

const MINUTE = 60_000;

/** Exponential back-off: 1 s, 2 s, 4 s... capped at 30 s. */
const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

/** Two retries; a 4xx answer is final (asking again for a missing product cannot succeed). */
function retryTwice(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

const defaultQueryOptions = {
  queries: {
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
    retry: retryTwice,
    retryDelay,
    refetchOnReconnect: true,
  },
  mutations: {
    retry: 1,
  },
} satisfies DefaultOptions;

/** Home page data: fresher, kept for less, not refetched on focus; its 2 retries are the global default. */
export const homeQueryOptions = {
  staleTime: 2 * MINUTE,
  gcTime: 5 * MINUTE,
  refetchOnWindowFocus: false,
} as const;

export function createQueryClient(overrides?: DefaultOptions): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...defaultQueryOptions.queries, ...overrides?.queries },
      mutations: { ...defaultQueryOptions.mutations, ...overrides?.mutations },
    },
  });
}
