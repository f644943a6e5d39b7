/**
 * The home page as staff edit it: a draft they save as often as they like, shared by all staff and unseen by
 * buyers, and the published page the storefront shows. Publishing replaces the page and ends the draft.
 */
import type { HomeConfig } from '@shop/core';
import { settingsSchemas } from '@shop/core';
import {
  type Database,
  deleteSettingsValue,
  existingProductIds,
  readSettingsEntry,
  withTransaction,
} from '@shop/db';
import { ApiError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { readSettings, writeSettings } from '../settings-service';

const texts = {
  unknownProducts: (ids: number[]) => `Таких товаров нет: ${ids.join(', ')}`,
  invalid: 'Проверьте выбранные товары',
  staleDraft: (by: string) =>
    `Черновик уже изменил ${by}. Обновите страницу, чтобы увидеть его правки, и внесите свои ещё раз`,
  someoneElse: 'другой сотрудник',
  noDraft: 'Черновика нет: сохраните изменения как черновик или опубликуйте их сразу',
} as const;

const productBlocks = ['featuredProducts', 'newArrivals', 'saleProducts'] as const;

export interface HomeDraft {
  config: HomeConfig;
  savedAt: string;
  savedBy: string | null;
}

export function homeAdmin(db: Database, log: Logger, changed: () => void) {
  /** Refuses a document that picks products the shop does not have. */
  async function checkProducts(document: HomeConfig): Promise<void> {
    const picked = productBlocks.flatMap((block) => document[block].productIds);
    const existing = await existingProductIds(db, picked);
    const fields: Record<string, string> = {};
    for (const block of productBlocks) {
      const missing = document[block].productIds.filter((id) => !existing.has(id));
      if (missing.length > 0) fields[`${block}.productIds`] = texts.unknownProducts(missing);
    }
    if (Object.keys(fields).length > 0) throw new ApiError('VALIDATION_ERROR', texts.invalid, fields);
  }

  async function readDraft(): Promise<HomeDraft | null> {
    const entry = await readSettingsEntry(db, 'home_config_draft');
    if (!entry) return null;
    const parsed = settingsSchemas.home_config_draft.schema.safeParse(entry.value);
    if (!parsed.success) return null;
    return {
      config: parsed.data,
      savedAt: entry.updatedAt.toISOString(),
      savedBy: entry.updatedBy?.name ?? null,
    };
  }

  async function publish(document: HomeConfig, userId: string): Promise<HomeConfig> {
    await checkProducts(document);
    const published: HomeConfig = { ...document, isPublished: true, lastUpdated: new Date().toISOString() };
    await withTransaction(db, async (tx) => {
      await writeSettings(tx, 'home_config', published, userId);
      await deleteSettingsValue(tx, 'home_config_draft');
    });
    changed();
    log.info('home page published', { userId });
    return published;
  }

  return {
    read: () => readSettings(db, 'home_config', log),

    readDraft,

    /**
     * Keeps the staff's edits as the draft. `basedOn` is the draft's `savedAt` the editor started from (null when
     * it started from the published page): a draft saved by someone else since is not overwritten (409).
     */
    async saveDraft(document: HomeConfig, basedOn: string | null, userId: string): Promise<HomeDraft> {
      await checkProducts(document);
      return withTransaction(db, async (tx) => {
        const current = await readSettingsEntry(tx, 'home_config_draft', { lock: true });
        const currentStamp = current?.updatedAt.toISOString() ?? null;
        if (currentStamp !== basedOn) {
          throw new ApiError('CONFLICT', texts.staleDraft(current?.updatedBy?.name || texts.someoneElse));
        }
        const draft: HomeConfig = { ...document, isPublished: false };
        await writeSettings(tx, 'home_config_draft', draft, userId);
        const saved = await readSettingsEntry(tx, 'home_config_draft');
        log.info('home page draft saved', { userId });
        return {
          config: draft,
          savedAt: (saved?.updatedAt ?? new Date()).toISOString(),
          savedBy: saved?.updatedBy?.name ?? null,
        };
      });
    },

    /** Publishes the document as given (the editor's form), ending any draft. */
    publish,

    /** Publishes the saved draft. */
    async publishDraft(userId: string): Promise<HomeConfig> {
      const draft = await readDraft();
      if (!draft) throw new ApiError('CONFLICT', texts.noDraft);
      return publish(draft.config, userId);
    },

    /** Drops the draft: the editor goes back to the published page. */
    async discardDraft(userId: string): Promise<HomeConfig> {
      if (await deleteSettingsValue(db, 'home_config_draft'))
        log.info('home page draft discarded', { userId });
      return readSettings(db, 'home_config', log);
    },
  };
}
