/** The back office's category writes: checks that keep the tree whole, then one transaction each. */
import type { CategoryInput } from '@shop/core';
import { adminTexts } from '@shop/core';
import {
  type CategoryRow,
  categoryById,
  categorySlugTaken,
  categoryUsage,
  type Database,
  type DbOrTx,
  deleteCategory,
  insertCategory,
  moveCategory,
  refreshCategoryCounts,
  updateCategory,
  withTransaction,
} from '@shop/db';
import { ApiError } from '../../lib/errors';
import { toCategory } from '../catalog/categories';

const categoryTexts = {
  notFound: 'Категория не найдена',
  hasProducts: (count: number) =>
    `Категорию нельзя удалить: в ней товаров — ${count}. Перенесите их в другую категорию.`,
  hasChildren: (count: number) =>
    `Категорию нельзя удалить: в ней подкатегорий — ${count}. Сначала удалите или перенесите их.`,
  cannotMove: 'Категория уже стоит на краю списка',
} as const;

async function existing(db: DbOrTx, id: number): Promise<CategoryRow> {
  const row = await categoryById(db, id);
  if (!row) throw new ApiError('NOT_FOUND', categoryTexts.notFound);
  return row;
}

async function parentFor(db: DbOrTx, input: CategoryInput, self?: CategoryRow) {
  if (input.parentId === null) return undefined;
  const parent = await categoryById(db, input.parentId);
  if (!parent) {
    throw new ApiError('VALIDATION_ERROR', adminTexts.unknownCategory, {
      parentId: adminTexts.unknownCategory,
    });
  }
  if (self && parent.path.startsWith(self.path)) {
    throw new ApiError('VALIDATION_ERROR', adminTexts.parentLoop, { parentId: adminTexts.parentLoop });
  }
  return parent;
}

async function refuseTakenSlug(db: DbOrTx, slug: string, exceptId?: number) {
  if (await categorySlugTaken(db, slug, exceptId)) {
    throw new ApiError('CONFLICT', adminTexts.slugTaken, { slug: adminTexts.slugTaken });
  }
}

export function categoryAdmin(db: Database, changed: () => void) {
  return {
    async create(input: CategoryInput) {
      const row = await withTransaction(db, async (tx) => {
        await refuseTakenSlug(tx, input.slug);
        return insertCategory(tx, input, await parentFor(tx, input));
      });
      changed();
      return toCategory(row);
    },

    async update(id: number, input: CategoryInput) {
      const row = await withTransaction(db, async (tx) => {
        const current = await existing(tx, id);
        await refuseTakenSlug(tx, input.slug, id);
        return updateCategory(tx, current, input, await parentFor(tx, input, current));
      });
      changed();
      return toCategory(row);
    },

    async remove(id: number) {
      await withTransaction(db, async (tx) => {
        await existing(tx, id);
        const usage = await categoryUsage(tx, id);
        if (usage.products > 0) throw new ApiError('CONFLICT', categoryTexts.hasProducts(usage.products));
        if (usage.children > 0) throw new ApiError('CONFLICT', categoryTexts.hasChildren(usage.children));
        await deleteCategory(tx, id);
      });
      changed();
    },

    async move(id: number, direction: 'up' | 'down') {
      await withTransaction(db, async (tx) => {
        const current = await existing(tx, id);
        if (!(await moveCategory(tx, current, direction))) {
          throw new ApiError('BAD_REQUEST', categoryTexts.cannotMove);
        }
      });
      changed();
    },

    async refreshCounts() {
      const updated = await refreshCategoryCounts(db);
      changed();
      return { updated };
    },
  };
}
