/**
 * Reference data every catalogue screen reads: the color mapping (SPEC 7, cached 5 minutes, fallback palette),
 * the retail settings (the public call, the second path, then the built-in defaults) and the sizes.
 */

import {
  type ColorMapping,
  fallbackColorMapping,
  fallbackRetailSettings,
  type RetailSettingsLike,
} from '@shop/core/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';
import type { ProductType } from '../../categories';

const FIVE_MINUTES = 5 * 60_000;

async function getColorMapping(signal?: AbortSignal): Promise<ColorMapping> {
  try {
    const data = await unwrap(client.api.colors.mapping.$get(undefined, requestOptions({ signal })));
    return {
      codeToHex: { ...fallbackColorMapping.codeToHex, ...data.codeToHex },
      codeToName: { ...fallbackColorMapping.codeToName, ...data.codeToName },
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    return fallbackColorMapping;
  }
}

export const colorMappingQueryOptions = () =>
  queryOptions({
    queryKey: ['colors', 'mapping'],
    queryFn: ({ signal }) => getColorMapping(signal),
    staleTime: FIVE_MINUTES,
  });

export function useColorMapping(): ColorMapping {
  return useQuery(colorMappingQueryOptions()).data ?? fallbackColorMapping;
}

/** SPEC 9: the public call, then the second path when it fails, then the built-in defaults. */
async function getRetailSettings(signal?: AbortSignal): Promise<RetailSettingsLike> {
  const calls = [
    () => client.api.wholesale['public-retail-settings'].$get(undefined, requestOptions({ signal })),
    () => client.api.wholesale['retail-settings'].$get(undefined, requestOptions({ signal })),
  ];
  for (const call of calls) {
    try {
      return await unwrap(call());
    } catch (error) {
      if (signal?.aborted) throw error;
    }
  }
  return fallbackRetailSettings;
}

export const retailSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['wholesale', 'retail-settings'],
    queryFn: ({ signal }) => getRetailSettings(signal),
    staleTime: FIVE_MINUTES,
  });

/** Undefined while loading, so a screen does not flash a wholesale-only notice before the settings arrive. */
export function useRetailSettings(): RetailSettingsLike | undefined {
  return useQuery(retailSettingsQueryOptions()).data;
}

/** The shop's active sizes in their order (of one product type, or all), undefined until they arrive. */
export const sizesQueryOptions = (productType?: ProductType) =>
  queryOptions({
    queryKey: ['sizes', productType ?? 'all'],
    queryFn: ({ signal }) =>
      unwrap(client.api.sizes.$get({ query: { productType } }, requestOptions({ signal }))),
    staleTime: FIVE_MINUTES,
  });

export function useSizes(productType?: ProductType) {
  return useQuery(sizesQueryOptions(productType)).data;
}

/** The sizes to filter by: those of one product type (a category's) or all of them. */
export function useSizeCodes(productType?: ProductType): string[] {
  return useSizes(productType)?.map((size) => size.code) ?? [];
}

/** A size as buyers read it ('Единый размер' rather than ONE); the code itself until the sizes arrive. */
export function useSizeName(): (code: string) => string {
  const sizes = useSizes();
  return (code) => sizes?.find((size) => size.code === code)?.name ?? code;
}
