// The home page document: read for the editor, published whole; product names for the picker.
import type { HomeConfig } from '@shop/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDocument, useDocumentSave } from '../../../lib/document-queries';
import { client, unwrap } from '../../../lib/shop-client';

const keys = {
  config: ['admin', 'home', 'config'] as const,
  draft: ['admin', 'home', 'draft'] as const,
  preview: (config: HomeConfig | null) => ['admin', 'home', 'preview', config] as const,
  search: (text: string) => ['admin', 'home', 'product-search', text] as const,
  names: (ids: readonly number[]) => ['admin', 'home', 'product-names', ids.join(',')] as const,
};

export const useHomeConfig = () =>
  useDocument(keys.config, () => unwrap(client.api.admin.home.config.$get()));

/** The draft staff are editing; null when the editor starts from the published page. */
export const useHomeDraft = () => useDocument(keys.draft, () => unwrap(client.api.admin.home.draft.$get()));

/** Publishes the editor's document (ending any draft). */
export function usePublishHomeConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: HomeConfig) => unwrap(client.api.admin.home.config.$put({ json: config })),
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.config, saved);
      queryClient.setQueryData(keys.draft, null);
    },
  });
}

/** Saves the editor's document as the draft; `basedOn` is the draft it started from. */
export const useSaveHomeDraft = () =>
  useDocumentSave(keys.draft, (input: { config: HomeConfig; basedOn: string | null }) =>
    unwrap(client.api.admin.home.draft.$put({ json: input })),
  );

/** Drops the draft; answers the published page. */
export function useDiscardHomeDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(client.api.admin.home.draft.$delete()),
    onSuccess: (published) => {
      queryClient.setQueryData(keys.config, published);
      queryClient.setQueryData(keys.draft, null);
    },
  });
}

/**
 * The home page a document makes (its products and promocodes as the storefront would get them), for the preview;
 * nothing is saved. The last page stays shown while the next one is on its way.
 */
export const useHomePreviewPage = (config: HomeConfig | null) =>
  useQuery({
    queryKey: keys.preview(config),
    queryFn: () => unwrap(client.api.admin.home.preview.$post({ json: config as HomeConfig })),
    enabled: config !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export type HomePreviewPage = NonNullable<ReturnType<typeof useHomePreviewPage>['data']>;

/** Products whose name or article matches, for the picker (inactive ones too: they may be switched on later). */
export const useProductSearch = (text: string) =>
  useQuery({
    queryKey: keys.search(text),
    queryFn: () =>
      unwrap(client.api.admin.products.$get({ query: { search: text, limit: '8' } })).then((list) =>
        list.products.map((product) => ({ id: product.id, name: product.name.ru, sku: product.baseSku })),
      ),
    enabled: text.trim().length >= 2,
  });

/** The names of picked products, as the storefront shows them (inactive products are left out there). */
export const useProductNames = (ids: readonly number[]) =>
  useQuery({
    queryKey: keys.names(ids),
    queryFn: () =>
      unwrap(client.api.products['by-ids'].$post({ json: { productIds: [...ids] } })).then(
        ({ products }) => new Map(products.map((product) => [product.id, product.name.ru])),
      ),
    enabled: ids.length > 0,
  });
