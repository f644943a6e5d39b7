// A list the back office edits in place (promocodes, shipping methods, categories, colors, sizes): always read
// fresh, and refetched after every write to it, whether the write succeeded or not.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const useEditedList = <T>(key: readonly string[], read: () => Promise<T>) =>
  useQuery({ queryKey: key, queryFn: read, staleTime: 0 });

export function useListWrite<T, R>(key: readonly string[], write: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
