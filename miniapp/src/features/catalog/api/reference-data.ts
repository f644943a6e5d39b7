/**
 * Reference data every catalogue screen reads: the color mapping (SPEC 7, cached 5 minutes, fallback palette),
 * the retail settings (public call, then the other, then the built-in defaults) and the sizes.
 */

import {
  type ColorMapping,
  fallbackColorMapping,
  fallbackRetailSettings,
  type RetailSettingsLike,
} from '@shop/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import type { ProductType } from '../../categories/types';

const FIVE_MINUTES = 5 * 60_000;

export async function getColorMapping(signal?: AbortSignal): Promise<ColorMapping> {
  try {
    const data = await api.get<Partial<ColorMapping> & { mapping?: Record<string, string> }>(
      '/colors/mapping',
      {
        signal,
      },
    );
    return {
      codeToHex: { ...fallbackColorMapping.codeToHex, ...(data.codeToHex ?? data.mapping ?? {}) },
      codeToName: { ...fallbackColorMapping.codeToName, ...(data.codeToName ?? {}) },
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    return fallbackColorMapping;
  }
}

export function useColorMapping(): ColorMapping {
  const query = useQuery({
    queryKey: ['colors', 'mapping'],
    queryFn: ({ signal }) => getColorMapping(signal),
    staleTime: FIVE_MINUTES,
  });
  return query.data ?? fallbackColorMapping;
}

export async function getRetailSettings(signal?: AbortSignal): Promise<RetailSettingsLike> {
  for (const path of ['/wholesale/public-retail-settings', '/wholesale/retail-settings']) {
    try {
      return await api.get<RetailSettingsLike>(path, { signal });
    } catch (error) {
      if (signal?.aborted) throw error;
    }
  }
  return fallbackRetailSettings;
}

/** Undefined while loading, so a screen does not flash a wholesale-only notice before the settings arrive. */
export function useRetailSettings(): RetailSettingsLike | undefined {
  return useQuery({
    queryKey: ['wholesale', 'retail-settings'],
    queryFn: ({ signal }) => getRetailSettings(signal),
    staleTime: FIVE_MINUTES,
  }).data;
}

interface SizeDoc {
  code: string;
  name?: string | { ru?: string };
  sortOrder?: number;
}

/** The sizes to filter by: those of one product type (a category's) or all of them. */
export function useSizeCodes(productType?: ProductType): string[] {
  const query = useQuery({
    queryKey: ['sizes', productType ?? 'all'],
    queryFn: ({ signal }) =>
      api.get<SizeDoc[]>(productType ? `/sizes?productType=${productType}` : '/sizes', { signal }),
    staleTime: FIVE_MINUTES,
  });
  return Array.isArray(query.data) ? query.data.map((size) => size.code) : [];
}
