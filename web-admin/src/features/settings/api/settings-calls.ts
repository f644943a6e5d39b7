// The store settings and the contact widget: read once per visit of the screen, replaced whole on save.
import type { ContactWidgetSettings, StoreSettings } from '@shop/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/shop-client';

const keys = {
  store: ['admin', 'settings', 'store'] as const,
  widget: ['admin', 'settings', 'contact-widget'] as const,
};

export const useStoreSettings = () =>
  useQuery({
    queryKey: keys.store,
    queryFn: () => unwrap(client.api.admin.settings.store.$get()),
    staleTime: 0,
  });

export const useContactWidgetSettings = () =>
  useQuery({
    queryKey: keys.widget,
    queryFn: () => unwrap(client.api.admin.settings['contact-widget'].$get()),
    staleTime: 0,
  });

export function useSaveStoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: StoreSettings) => unwrap(client.api.admin.settings.store.$put({ json: settings })),
    onSuccess: (saved) => queryClient.setQueryData(keys.store, saved),
  });
}

export function useSaveContactWidgetSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ContactWidgetSettings) =>
      unwrap(client.api.admin.settings['contact-widget'].$put({ json: settings })),
    onSuccess: (saved) => queryClient.setQueryData(keys.widget, saved),
  });
}
