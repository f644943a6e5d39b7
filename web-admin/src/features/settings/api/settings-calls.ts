// The store settings, the contact widget and the receipts: read once per visit of the screen, replaced whole on save.
import type { ContactWidgetSettings, ReceiptSettings, StoreSettings } from '@shop/core';
import { useDocument, useDocumentSave } from '../../../lib/document-queries';
import { client, unwrap } from '../../../lib/shop-client';

const keys = {
  store: ['admin', 'settings', 'store'] as const,
  widget: ['admin', 'settings', 'contact-widget'] as const,
  receipts: ['admin', 'settings', 'receipts'] as const,
};

export const useReceiptSettings = () =>
  useDocument(keys.receipts, () => unwrap(client.api.admin.settings.receipts.$get()));

export const useSaveReceiptSettings = () =>
  useDocumentSave(keys.receipts, (settings: ReceiptSettings) =>
    unwrap(client.api.admin.settings.receipts.$put({ json: settings })),
  );

export const useStoreSettings = () =>
  useDocument(keys.store, () => unwrap(client.api.admin.settings.store.$get()));

export const useContactWidgetSettings = () =>
  useDocument(keys.widget, () => unwrap(client.api.admin.settings['contact-widget'].$get()));

export const useSaveStoreSettings = () =>
  useDocumentSave(keys.store, (settings: StoreSettings) =>
    unwrap(client.api.admin.settings.store.$put({ json: settings })),
  );

export const useSaveContactWidgetSettings = () =>
  useDocumentSave(keys.widget, (settings: ContactWidgetSettings) =>
    unwrap(client.api.admin.settings['contact-widget'].$put({ json: settings })),
  );
