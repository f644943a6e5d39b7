/** The wholesale calls of the storefront: bundle settings (with the spec's fallback), the shortage analysis, add-batch. */
import type { ApiData, ShopClient } from '@shop/api/client';
import type {
  BundleCartLine,
  BundleSelection,
  BundleType,
  BundleTypeFlags,
  BundleVariant,
} from '@shop/core/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';

const wholesale = client.api.wholesale;

export interface StorefrontBundleSettings {
  bundleTypeSettings: BundleTypeFlags;
  defaultBundleType: BundleType;
  wholesaleEnabled: boolean;
  minQuantity: number;
}

/** SPEC 7: when the call fails, all four types are allowed, individual first, wholesale on. */
const fallbackBundleSettings: StorefrontBundleSettings = {
  bundleTypeSettings: { allowIndividual: true, allowColorSet: true, allowSizeSet: true, allowFullSet: true },
  defaultBundleType: 'individual',
  wholesaleEnabled: true,
  minQuantity: 5,
};

async function getBundleSettings(signal?: AbortSignal): Promise<StorefrontBundleSettings> {
  try {
    return await unwrap(wholesale['bundle-settings'].$get(undefined, requestOptions({ signal })));
  } catch (error) {
    if (signal?.aborted) throw error;
    return fallbackBundleSettings;
  }
}

export const bundleSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['wholesale', 'bundle-settings'],
    queryFn: ({ signal }) => getBundleSettings(signal),
    staleTime: 5 * 60_000,
  });

export function useBundleSettings(): StorefrontBundleSettings {
  return useQuery(bundleSettingsQueryOptions()).data ?? fallbackBundleSettings;
}

export type ShortageAnalysisData = ApiData<ShopClient['api']['wholesale']['analyze-shortage']['$post']>;

export const analyzeShortage = (request: {
  productId: number;
  bundleType: BundleType;
  selection: BundleSelection;
  requestedQuantity: number;
  inCart: readonly BundleVariant[];
}) =>
  unwrap(
    wholesale['analyze-shortage'].$post({
      json: {
        ...request,
        inCart: [...request.inCart],
        selection: {
          ...(request.selection.variants ? { variants: [...request.selection.variants] } : {}),
          ...(request.selection.color ? { color: request.selection.color } : {}),
          ...(request.selection.size ? { size: request.selection.size } : {}),
        },
      },
    }),
  );

export const addServerBatch = (items: BundleCartLine[]) =>
  unwrap(client.api.cart['add-batch'].$post({ query: {}, json: { items } }));
