/** The home page document as staff edit it: saving publishes it, and the storefront shows it at once. */
import type { HomeConfig } from '@shop/core';
import { type Database, existingProductIds } from '@shop/db';
import { ApiError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { readSettings, writeSettings } from '../settings-service';

const texts = {
  unknownProducts: (ids: number[]) => `Таких товаров нет: ${ids.join(', ')}`,
  invalid: 'Проверьте выбранные товары',
} as const;

const productBlocks = ['featuredProducts', 'newArrivals', 'saleProducts'] as const;

export function homeAdmin(db: Database, log: Logger, changed: () => void) {
  return {
    read: () => readSettings(db, 'home_config', log),

    /** One document holds the home page, so a save is its publication (there is no separate draft). */
    async publish(document: HomeConfig, userId: string): Promise<HomeConfig> {
      const picked = productBlocks.flatMap((block) => document[block].productIds);
      const existing = await existingProductIds(db, picked);
      const fields: Record<string, string> = {};
      for (const block of productBlocks) {
        const missing = document[block].productIds.filter((id) => !existing.has(id));
        if (missing.length > 0) fields[`${block}.productIds`] = texts.unknownProducts(missing);
      }
      if (Object.keys(fields).length > 0) throw new ApiError('VALIDATION_ERROR', texts.invalid, fields);
      const published: HomeConfig = { ...document, isPublished: true, lastUpdated: new Date().toISOString() };
      await writeSettings(db, 'home_config', published, userId);
      changed();
      log.info('home page published', { userId });
      return published;
    },
  };
}
