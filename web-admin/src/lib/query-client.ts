import { ApiError } from '@shop/api/client';
import { QueryClient } from '@tanstack/react-query';

// Answers of 4xx mean the request itself is wrong (or forbidden): asking again cannot help.
function isWorthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/** Caching defaults from the spec (section 7): stale 5 min, kept 10 min, 2 retries with capped backoff. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        retry: (failureCount, error) => failureCount < 2 && isWorthRetrying(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnReconnect: true,
      },
      mutations: {
        // Once, on a network failure only: a write that timed out may already have been applied.
        retry: (failureCount, error) =>
          failureCount < 1 && error instanceof ApiError && error.code === 'NETWORK_ERROR',
      },
    },
  });
}
