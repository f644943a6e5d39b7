// A document of the back office edited whole (store settings, contact widget, wholesale rules, the home page): read
// fresh on each visit of its screen, replaced whole on save, the server's answer kept as the new copy.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const useDocument = <T>(key: readonly string[], read: () => Promise<T>, enabled = true) =>
  useQuery({ queryKey: key, queryFn: read, staleTime: 0, enabled });

export function useDocumentSave<I, O>(key: readonly string[], write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
