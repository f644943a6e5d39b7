/** Colors and sizes as the back office manages them; a code in use cannot be deleted. */
import { z } from '@hono/zod-openapi';
import { adminTexts, type ColorInput, PRODUCT_TYPES, type SizeInput } from '@shop/core';
import {
  type ColorRow,
  colorByCode,
  colorUsage,
  type Database,
  type DbOrTx,
  deleteColor,
  deleteSize,
  insertColor,
  insertSize,
  listAllColors,
  listAllSizes,
  recordStaffChange,
  type SizeRow,
  type StaffActor,
  sizeByCode,
  sizeUsage,
  updateColor,
  updateSize,
  withTransaction,
} from '@shop/db';
import { ApiError } from '../../lib/errors';
import { localizedTextSchema } from '../catalog/product-view';

export const adminColorSchema = z
  .object({
    code: z.string(),
    name: localizedTextSchema,
    hex: z.string(),
    sortOrder: z.number().int(),
    isActive: z.boolean(),
  })
  .openapi('AdminColor');

export const adminSizeSchema = z
  .object({
    code: z.string(),
    name: localizedTextSchema,
    productType: z.enum(PRODUCT_TYPES),
    sortOrder: z.number().int(),
    isActive: z.boolean(),
  })
  .openapi('AdminSize');

/** One kind of coded reference record: its table's queries, its answer, its audit entity and its texts. */
interface ReferenceKind<Row extends { code: string }, Input extends { code: string }, View> {
  entity: 'color' | 'size';
  listAll: (db: DbOrTx) => Promise<Row[]>;
  byCode: (db: DbOrTx, code: string) => Promise<Row | undefined>;
  insert: (db: DbOrTx, input: Input) => Promise<Row>;
  update: (db: DbOrTx, code: string, input: Input) => Promise<Row | undefined>;
  usage: (db: DbOrTx, code: string) => Promise<number>;
  remove: (db: DbOrTx, code: string) => Promise<boolean>;
  toView: (row: Row) => View;
  texts: { codeTaken: string; notFound: string; inUse: (count: number) => string };
}

function referenceAdmin<Row extends { code: string }, Input extends { code: string }, View>(
  kind: ReferenceKind<Row, Input, View>,
  db: Database,
  changed: () => void,
) {
  const { entity, texts, toView } = kind;
  const refuseTakenCode = async (tx: DbOrTx, code: string) => {
    if (await kind.byCode(tx, code))
      throw new ApiError('CONFLICT', texts.codeTaken, { code: texts.codeTaken });
  };
  return {
    list: async () => (await kind.listAll(db)).map(toView),

    async create(input: Input, actor: StaffActor) {
      const row = await withTransaction(db, async (tx) => {
        await refuseTakenCode(tx, input.code);
        const created = await kind.insert(tx, input);
        await recordStaffChange(tx, actor, {
          entity,
          entityId: created.code,
          action: 'create',
          after: toView(created),
        });
        return created;
      });
      changed();
      return toView(row);
    },

    async update(code: string, input: Input, actor: StaffActor) {
      const row = await withTransaction(db, async (tx) => {
        const before = await kind.byCode(tx, code);
        if (input.code !== code) await refuseTakenCode(tx, input.code);
        const updated = await kind.update(tx, code, input);
        if (!before || !updated) throw new ApiError('NOT_FOUND', texts.notFound);
        await recordStaffChange(tx, actor, {
          entity,
          entityId: code,
          action: 'update',
          before: toView(before),
          after: toView(updated),
        });
        return updated;
      });
      changed();
      return toView(row);
    },

    async remove(code: string, actor: StaffActor) {
      await withTransaction(db, async (tx) => {
        const before = await kind.byCode(tx, code);
        if (!before) throw new ApiError('NOT_FOUND', texts.notFound);
        const used = await kind.usage(tx, code);
        if (used > 0) throw new ApiError('CONFLICT', texts.inUse(used));
        await kind.remove(tx, code);
        await recordStaffChange(tx, actor, {
          entity,
          entityId: code,
          action: 'delete',
          before: toView(before),
        });
      });
      changed();
    },
  };
}

const colors: ReferenceKind<ColorRow, ColorInput, z.infer<typeof adminColorSchema>> = {
  entity: 'color',
  listAll: listAllColors,
  byCode: colorByCode,
  insert: insertColor,
  update: updateColor,
  usage: colorUsage,
  remove: deleteColor,
  toView: ({ code, name, hex, sortOrder, isActive }) => ({ code, name, hex, sortOrder, isActive }),
  texts: {
    codeTaken: adminTexts.colorCodeTaken,
    notFound: 'Цвет не найден',
    inUse: (count) => `Цвет нельзя удалить: он используется в товарах (${count}).`,
  },
};

const sizes: ReferenceKind<SizeRow, SizeInput, z.infer<typeof adminSizeSchema>> = {
  entity: 'size',
  listAll: listAllSizes,
  byCode: sizeByCode,
  insert: insertSize,
  update: updateSize,
  usage: sizeUsage,
  remove: deleteSize,
  toView: ({ code, name, productType, sortOrder, isActive }) => ({
    code,
    name,
    productType,
    sortOrder,
    isActive,
  }),
  texts: {
    codeTaken: adminTexts.sizeCodeTaken,
    notFound: 'Размер не найден',
    inUse: (count) => `Размер нельзя удалить: он используется в товарах (${count}).`,
  },
};

export const colorAdmin = (db: Database, changed: () => void) => referenceAdmin(colors, db, changed);
export const sizeAdmin = (db: Database, changed: () => void) => referenceAdmin(sizes, db, changed);
