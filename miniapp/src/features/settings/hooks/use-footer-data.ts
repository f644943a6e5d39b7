/**
 * The footer data of the store settings (SPEC 3 "footerData"): page titles, payment methods, returns rules and
 * the privacy policy as staff edit them; core's defaults while loading and after a failure. Read by the info
 * pages only, so core's document defaults load with them.
 */
import { defaultStoreSettings, type StoreSettings } from '@shop/core';
import { useQuery } from '@tanstack/react-query';
import { storeSettingsQueryOptions } from '../api/get-store-settings';

export type FooterData = StoreSettings['footerData'];

export function useFooterData(): FooterData {
  const query = useQuery(storeSettingsQueryOptions());
  return query.data?.footerData ?? defaultStoreSettings.footerData;
}
