import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cartKeys, fetchServerCart } from '../api/cart-calls';
import { fallBackToLocal, isServerUnavailable } from '../store/cart-session';

/** The server cart, loaded once when the signed-in session starts and replaced by every write's answer. */
export function useServerCart(enabled: boolean) {
  const query = useQuery({
    queryKey: cartKeys.server,
    queryFn: ({ signal }) => fetchServerCart(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEffect(() => {
    if (enabled && query.isError && isServerUnavailable(query.error)) fallBackToLocal();
  }, [enabled, query.isError, query.error]);
  return query;
}
