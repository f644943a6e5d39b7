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
  recordStaffChange,
  refreshCategoryCounts,
  type StaffActor,
  updateCategory,
  withTransaction,
} from '@shop/db';
import { ApiError } from '../../lib/errors';
import { placementOf, toCategory } from '../catalog/categories';

const categoryTexts = {
  notFound: 'Категория не найдена',
  hasProducts: (count: number) =>
    `Категорию нельзя удалить: в ней товаров — ${count}. Перенесите их в другую категорию.`,
  hasChildren: (count: number) =>
    `Категорию нельзя удалить: в ней подкатегорий — ${count}. Сначала удалите или перенесите их.`,
  cannotMove: 'Категория уже стоит на краю списка',
} as const;

/** What the audit log keeps of a category: the form's fields and its place among its siblings. */
const auditOf = (row: CategoryRow) => ({
  slug: row.slug,
  name: row.name,
  parentId: row.parentId,
  image: row.image,
  ...placementOf(row),
});

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
    async create(input: CategoryInput, actor: StaffActor) {
      const row = await withTransaction(db, async (tx) => {
        await refuseTakenSlug(tx, input.slug);
        const created = await insertCategory(tx, input, await parentFor(tx, input));
        await recordStaffChange(tx, actor, {
          entity: 'category',
          entityId: created.id,
          action: 'create',
          after: auditOf(created),
        });
        return created;
      });
      changed();
      return toCategory(row);
    },

    async update(id: number, input: CategoryInput, actor: StaffActor) {
      const row = await withTransaction(db, async (tx) => {
        const current = await existing(tx, id);
        await refuseTakenSlug(tx, input.slug, id);
        const updated = await updateCategory(tx, current, input, await parentFor(tx, input, current));
        await recordStaffChange(tx, actor, {
          entity: 'category',
          entityId: id,
          action: 'update',
          before: auditOf(current),
          after: auditOf(updated),
        });
        return updated;
      });
      changed();
      return toCategory(row);
    },

    async remove(id: number, actor: StaffActor) {
      await withTransaction(db, async (tx) => {
        const current = await existing(tx, id);
        const usage = await categoryUsage(tx, id);
        if (usage.products > 0) throw new ApiError('CONFLICT', categoryTexts.hasProducts(usage.products));
        if (usage.children > 0) throw new ApiError('CONFLICT', categoryTexts.hasChildren(usage.children));
        await deleteCategory(tx, id);
        await recordStaffChange(tx, actor, {
          entity: 'category',
          entityId: id,
          action: 'delete',
          before: auditOf(current),
        });
      });
      changed();
    },

    async move(id: number, direction: 'up' | 'down', actor: StaffActor) {
      await withTransaction(db, async (tx) => {
        const current = await existing(tx, id);
        if (!(await moveCategory(tx, current, direction))) {
          throw new ApiError('BAD_REQUEST', categoryTexts.cannotMove);
        }
        const moved = await existing(tx, id);
        await recordStaffChange(tx, actor, {
          entity: 'category',
          entityId: id,
          action: 'reorder',
          before: { sortOrder: current.sortOrder },
          after: { sortOrder: moved.sortOrder },
        });
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
