/** The store and contact-widget settings and the receipt settings as an admin reads and replaces them. */
import type { ReceiptSettings, SettingsDocuments } from '@shop/core';
import { type Database, recordStaffChange, type StaffActor, withTransaction } from '@shop/db';
import type { Logger } from '../../lib/logger';
import { readSettings, writeSettings } from '../settings-service';

/** The settings documents the settings screen edits. */
export type EditableSettingsKey = 'store' | 'contact_widget';

export function settingsAdmin(db: Database, log: Logger) {
  return {
    read: <K extends EditableSettingsKey>(key: K) => readSettings(db, key, log),

    /**
     * Stores a document already parsed by its schema (missing parts took their defaults), with its audit row (only
     * what changed; none when nothing did). Nothing caches settings on the server, so the storefront's next read
     * shows the change.
     */
    async replace<K extends EditableSettingsKey>(key: K, document: SettingsDocuments[K], actor: StaffActor) {
      const saved = await withTransaction(db, async (tx) => {
        const before = await readSettings(tx, key, log);
        const written = await writeSettings(tx, key, document, actor.id);
        await recordStaffChange(tx, actor, {
          entity: 'settings',
          entityId: key,
          action: 'update',
          before,
          after: written,
        });
        return written;
      });
      log.info('settings saved', { key, userId: actor.id });
      return saved;
    },

    readReceipts: async () => (await readSettings(db, 'customer_service', log)).payment.receipts,

    /** Replaces only the receipts part of the customer-service settings, keeping the rest as it is; logged in the audit log. */
    async replaceReceipts(receipts: ReceiptSettings, actor: StaffActor) {
      const saved = await withTransaction(db, async (tx) => {
        const current = await readSettings(tx, 'customer_service', log);
        const written = await writeSettings(
          tx,
          'customer_service',
          { ...current, payment: { ...current.payment, receipts } },
          actor.id,
        );
        await recordStaffChange(tx, actor, {
          entity: 'settings',
          entityId: 'receipts',
          action: 'update',
          before: current.payment.receipts,
          after: receipts,
        });
        return written;
      });
      log.info('settings saved', { key: 'customer_service.payment.receipts', userId: actor.id });
      return saved.payment.receipts;
    },
  };
}
