/** The store and contact-widget settings and the receipt settings as an admin reads and replaces them. */
import type { ReceiptSettings, SettingsDocuments } from '@shop/core';
import type { Database } from '@shop/db';
import type { Logger } from '../../lib/logger';
import { readSettings, writeSettings } from '../settings-service';

/** The settings documents the settings screen edits. */
export type EditableSettingsKey = 'store' | 'contact_widget';

export function settingsAdmin(db: Database, log: Logger) {
  return {
    read: <K extends EditableSettingsKey>(key: K) => readSettings(db, key, log),

    /**
     * Stores a document already parsed by its schema (missing parts took their defaults). Nothing caches
     * settings on the server, so the storefront's next read shows the change.
     */
    async replace<K extends EditableSettingsKey>(key: K, document: SettingsDocuments[K], userId: string) {
      const saved = await writeSettings(db, key, document, userId);
      log.info('settings saved', { key, userId });
      return saved;
    },

    readReceipts: async () => (await readSettings(db, 'customer_service', log)).payment.receipts,

    /** Replaces only the receipts part of the customer-service settings, keeping the rest as it is. */
    async replaceReceipts(receipts: ReceiptSettings, userId: string) {
      const current = await readSettings(db, 'customer_service', log);
      const saved = await writeSettings(
        db,
        'customer_service',
        { ...current, payment: { ...current.payment, receipts } },
        userId,
      );
      log.info('settings saved', { key: 'customer_service.payment.receipts', userId });
      return saved.payment.receipts;
    },
  };
}
