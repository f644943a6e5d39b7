// The wholesale screens' calls: settings (admin), products' terms (staff, list and writes), analytics (staff).
import type { ApiData, ShopClient } from '@shop/api/client';
import type { WholesaleBulkInput, WholesaleSettingsInput, WholesaleTermsInput } from '@shop/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDocument, useDocumentSave } from '../../../lib/document-queries';
import { client, unwrap } from '../../../lib/shop-client';

type Wholesale = ShopClient['api']['admin']['wholesale'];
type WholesaleProductList = ApiData<Wholesale['products']['$get']>;
export type WholesaleProductRow = WholesaleProductList['products'][number];
export type WholesaleAnalytics = ApiData<Wholesale['analytics']['$get']>;

export interface WholesaleProductQuery {
  search?: string | undefined;
  categoryId?: number | undefined;
  wholesale?: boolean | undefined;
  page: number;
  limit: number;
}

const keys = {
  all: ['admin', 'wholesale'] as const,
  settings: ['admin', 'wholesale', 'settings'] as const,
  products: (query: WholesaleProductQuery) => ['admin', 'wholesale', 'products', query] as const,
  analytics: (from: string, to: string) => ['admin', 'wholesale', 'analytics', from, to] as const,
};

export const useWholesaleSettings = (enabled = true) =>
  useDocument(keys.settings, () => unwrap(client.api.admin.wholesale.settings.$get()), enabled);

export const useSaveWholesaleSettings = () =>
  useDocumentSave(keys.settings, (settings: WholesaleSettingsInput) =>
    unwrap(client.api.admin.wholesale.settings.$put({ json: settings })),
  );

export const useWholesaleProducts = (query: WholesaleProductQuery) =>
  useQuery({
    queryKey: keys.products(query),
    queryFn: ({ signal }) =>
      unwrap(
        client.api.admin.wholesale.products.$get(
          {
            query: {
              search: query.search || undefined,
              categoryId: query.categoryId === undefined ? undefined : String(query.categoryId),
              wholesale: query.wholesale === undefined ? undefined : query.wholesale ? 'true' : 'false',
              page: String(query.page),
              limit: String(query.limit),
            },
          },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });

/** Every write refetches the lists and the figures built on them. */
function useWholesaleWrite<I>(write: (input: I) => Promise<{ updated: number }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useBulkWholesale = () =>
  useWholesaleWrite((input: WholesaleBulkInput) =>
    unwrap(client.api.admin.wholesale.products.bulk.$post({ json: input })),
  );

export const useSaveWholesaleTerms = () =>
  useWholesaleWrite(({ id, terms }: { id: number; terms: WholesaleTermsInput }) =>
    unwrap(client.api.admin.wholesale.products[':id'].$put({ param: { id: String(id) }, json: terms })),
  );

export const useWholesaleAnalytics = (from: string, to: string) =>
  useQuery({
    queryKey: keys.analytics(from, to),
    queryFn: ({ signal }) =>
      unwrap(client.api.admin.wholesale.analytics.$get({ query: { from, to } }, { init: { signal } })),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
