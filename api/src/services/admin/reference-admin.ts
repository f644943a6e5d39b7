/** Colors and sizes as the back office manages them; a code in use cannot be deleted. */
import { z } from '@hono/zod-openapi';
import { adminTexts, type ColorInput, PRODUCT_TYPES, type SizeInput } from '@shop/core';
import {
  type ColorRow,
  colorByCode,
  colorUsage,
  type Database,
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

const referenceTexts = {
  colorNotFound: 'Цвет не найден',
  sizeNotFound: 'Размер не найден',
  colorInUse: (count: number) => `Цвет нельзя удалить: он используется в товарах (${count}).`,
  sizeInUse: (count: number) => `Размер нельзя удалить: он используется в товарах (${count}).`,
} as const;

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

const toColor = ({ code, name, hex, sortOrder, isActive }: ColorRow) => ({
  code,
  name,
  hex,
  sortOrder,
  isActive,
});
const toSize = ({ code, name, productType, sortOrder, isActive }: SizeRow) => ({
  code,
  name,
  productType,
  sortOrder,
  isActive,
});

export function colorAdmin(db: Database, changed: () => void) {
  return {
    list: async () => (await listAllColors(db)).map(toColor),

    async create(input: ColorInput, actor: StaffActor) {
      const row = await withTransaction(db, async (tx) => {
        if (await colorByCode(tx, input.code)) {
          throw new ApiError('CONFLICT', adminTexts.colorCodeTaken, { code: adminTexts.colorCodeTaken });
        }
        const created = await insertColor(tx, input);
        await recordStaffChange(tx, actor, {
          entity: 'color',
          entityId: created.code,
          action: 'create',
          after: toColor(created),
        });
        return created;
      });
      changed();
      return toColor(row);
    },

    async update(code: string, input: ColorInput, actor: StaffActor) {
      const row = await withTransaction(db, async (tx) => {
        const before = await colorByCode(tx, code);
        if (input.code !== code && (await colorByCode(tx, input.code))) {
          throw new ApiError('CONFLICT', adminTexts.colorCodeTaken, { code: adminTexts.colorCodeTaken });
        }
        const updated = await updateColor(tx, code, input);
        if (!before || !updated) throw new ApiError('NOT_FOUND', referenceTexts.colorNotFound);
        await recordStaffChange(tx, actor, {
          entity: 'color',
          entityId: code,
          action: 'update',
          before: toColor(before),
          after: toColor(updated),
        });
        return updated;
      });
      changed();
      return toColor(row);
    },

    async remove(code: string, actor: StaffActor) {
      await withTransaction(db, async (tx) => {
        const before = await colorByCode(tx, code);
        if (!before) throw new ApiError('NOT_FOUND', referenceTexts.colorNotFound);
        const used = await colorUsage(tx, code);
        if (used > 0) throw new ApiError('CONFLICT', referenceTexts.colorInUse(used));
        await deleteColor(tx, code);
        await recordStaffChange(tx, actor, {
          entity: 'color',
          entityId: code,
          action: 'delete',
          before: toColor(before),
        });
      });
      changed();
    },
  };
}

export function sizeAdmin(db: Database, changed: () => void) {
  return {
    list: async () => (await listAllSizes(db)).map(toSize),

    async create(input: SizeInput, actor: StaffActor) {
      const row = await withTransaction(db, async (tx) => {
        if (await sizeByCode(tx, input.code)) {
          throw new ApiError('CONFLICT', adminTexts.sizeCodeTaken, { code: adminTexts.sizeCodeTaken });
        }
        const created = await insertSize(tx, input);
        await recordStaffChange(tx, actor, {
          entity: 'size',
          entityId: created.code,
          action: 'create',
          after: toSize(created),
        });
        return created;
      });
      changed();
      return toSize(row);
    },

    async update(code: string, input: SizeInput, actor: StaffActor) {
      const row = await withTransaction(db, async (tx) => {
        const before = await sizeByCode(tx, code);
        if (input.code !== code && (await sizeByCode(tx, input.code))) {
          throw new ApiError('CONFLICT', adminTexts.sizeCodeTaken, { code: adminTexts.sizeCodeTaken });
        }
        const updated = await updateSize(tx, code, input);
        if (!before || !updated) throw new ApiError('NOT_FOUND', referenceTexts.sizeNotFound);
        await recordStaffChange(tx, actor, {
          entity: 'size',
          entityId: code,
          action: 'update',
          before: toSize(before),
          after: toSize(updated),
        });
        return updated;
      });
      changed();
      return toSize(row);
    },

    async remove(code: string, actor: StaffActor) {
      await withTransaction(db, async (tx) => {
        const before = await sizeByCode(tx, code);
        if (!before) throw new ApiError('NOT_FOUND', referenceTexts.sizeNotFound);
        const used = await sizeUsage(tx, code);
        if (used > 0) throw new ApiError('CONFLICT', referenceTexts.sizeInUse(used));
        await deleteSize(tx, code);
        await recordStaffChange(tx, actor, {
          entity: 'size',
          entityId: code,
          action: 'delete',
          before: toSize(before),
        });
      });
      changed();
    },
  };
}
