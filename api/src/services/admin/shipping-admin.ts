/** Shipping methods as an admin manages them; at most one is the default. */
import { z } from '@hono/zod-openapi';
import { promotionTexts, type ShippingMethodInput } from '@shop/core';
import {
  clearOtherDefaults,
  type Database,
  deleteShippingMethod,
  insertShippingMethod,
  listShippingMethods,
  makeDefaultShippingMethod,
  type ShippingMethodRow,
  shippingMethodById,
  updateShippingMethod,
  withTransaction,
} from '@shop/db';
import { ApiError } from '../../lib/errors';
import { kopecks } from '../../lib/money-schema';
import { toShippingRule } from '../checkout/quote';
import { shippingDetailsSchema } from '../shipping/shipping-options';

const texts = {
  notFound: 'Способ доставки не найден',
  deleteDefault: 'Нельзя удалить способ по умолчанию: сначала сделайте основным другой способ.',
  defaultInactive: 'Способ выключен: включите его, прежде чем делать основным.',
} as const;

export const adminShippingMethodSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    priceKopecks: kopecks('the fee'),
    freeFromKopecks: kopecks('orders from this value ship free').nullable(),
    estimatedDays: z.string(),
    minOrderValueKopecks: kopecks('smallest order value').nullable(),
    maxOrderValueKopecks: kopecks('largest order value').nullable(),
    regions: z.array(z.string()).openapi({ description: 'region codes; empty means every region' }),
    isActive: z.boolean(),
    isDefault: z.boolean(),
    sortOrder: z.number().int(),
    details: shippingDetailsSchema,
  })
  .openapi('AdminShippingMethod');

/** The rule checkout applies, with the description, place in the list and details only the back office edits. */
const toMethod = (row: ShippingMethodRow): z.infer<typeof adminShippingMethodSchema> => {
  const { id, name, ...rule } = toShippingRule(row);
  return {
    id,
    name,
    description: row.description ?? '',
    ...rule,
    // The row's list, not the rule's read-only one; the key keeps its place from `rule`.
    regions: row.regions,
    sortOrder: row.sortOrder,
    details: row.details,
  };
};

/**
 * The checkout reads the methods live (no cache holds them), so `changed` only has the catalogue's caches to
 * drop; it runs after every write all the same, so a cache added later is dropped too.
 */
export function shippingAdmin(db: Database, changed: () => void) {
  return {
    list: async () => (await listShippingMethods(db)).map(toMethod),

    async create(input: ShippingMethodInput) {
      const row = await withTransaction(db, async (tx) => {
        if (await shippingMethodById(tx, input.id)) {
          throw new ApiError('CONFLICT', promotionTexts.methodIdTaken, { id: promotionTexts.methodIdTaken });
        }
        if (input.isDefault) await clearOtherDefaults(tx, input.id);
        return insertShippingMethod(tx, input);
      });
      changed();
      return toMethod(row);
    },

    /** The id names the method in orders and carts, so it stays; a different id in the body is ignored. */
    async update(id: string, input: ShippingMethodInput) {
      const row = await withTransaction(db, async (tx) => {
        if (input.isDefault) await clearOtherDefaults(tx, id);
        const updated = await updateShippingMethod(tx, id, input);
        if (!updated) throw new ApiError('NOT_FOUND', texts.notFound);
        return updated;
      });
      changed();
      return toMethod(row);
    },

    async makeDefault(id: string) {
      const row = await withTransaction(db, async (tx) => {
        const current = await shippingMethodById(tx, id);
        if (!current) throw new ApiError('NOT_FOUND', texts.notFound);
        if (!current.isActive) throw new ApiError('CONFLICT', texts.defaultInactive);
        return makeDefaultShippingMethod(tx, id);
      });
      changed();
      return toMethod(row!);
    },

    async remove(id: string) {
      await withTransaction(db, async (tx) => {
        const current = await shippingMethodById(tx, id);
        if (!current) throw new ApiError('NOT_FOUND', texts.notFound);
        if (current.isDefault) throw new ApiError('CONFLICT', texts.deleteDefault);
        // Orders keep the method's name; their reference becomes empty.
        await deleteShippingMethod(tx, id);
      });
      changed();
    },
  };
}
