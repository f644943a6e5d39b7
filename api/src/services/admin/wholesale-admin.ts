/**
 * The back office's wholesale: the retail/wholesale and bundle settings saved together, products' wholesale
 * terms changed one at a time or many in one transaction, and the wholesale sales of a period. Every write is
 * audit-logged in its own transaction and then drops the storefront's caches, so the next product page and the
 * next public settings read show it.
 */
import { z } from '@hono/zod-openapi';
import {
  type WholesaleChange,
  type WholesaleSettingsInput,
  type WholesaleTermsInput,
  wholesaleAdminTexts,
  wholesalePriceOf,
} from '@shop/core';
import {
  countWholesaleProducts,
  type Database,
  dropReferenceCache,
  goodsRevenueSplit,
  listWholesaleProducts,
  lockProductsWholesale,
  recordStaffChange,
  type StaffActor,
  saveSettingsValue,
  setProductWholesale,
  topWholesaleBundles,
  type WholesaleProductFilter,
  type WholesaleProductRow,
  wholesaleByGroupType,
  wholesaleProductCounts,
  wholesaleSalesPerDay,
  withTransaction,
} from '@shop/db';
import { ApiError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { paginationOf, paginationSchema } from '../catalog/product-view';
import { readSettings } from '../settings-service';

const DAY_MS = 86_400_000;

type ProductWholesaleSettings = WholesaleProductRow['wholesale'];

const termsSchema = z.object({
  available: z.boolean(),
  enabled: z.boolean(),
  minQuantity: z.number().int(),
  wholesalePriceKopecks: z.number().int().nullable(),
  discountPercentage: z.number().nullable(),
  effectivePriceKopecks: z.number().int().nullable().openapi({
    description: 'one item bought wholesale: the own price, else the retail price less the discount',
  }),
});

export const wholesaleProductListSchema = z
  .object({
    products: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        baseSku: z.string(),
        categoryName: z.string(),
        priceKopecks: z.number().int(),
        isActive: z.boolean(),
        totalStock: z.number().int(),
        wholesale: termsSchema,
      }),
    ),
    pagination: paginationSchema,
  })
  .openapi('AdminWholesaleProducts');

export const wholesaleBulkResultSchema = z
  .object({ updated: z.number().int() })
  .openapi('AdminWholesaleBulk');

export const wholesaleAnalyticsSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    totals: z.object({
      orders: z.number().int(),
      revenueKopecks: z.number().int(),
      averageKopecks: z.number().int(),
      allRevenueKopecks: z.number().int(),
      allOrders: z.number().int(),
      sharePercent: z
        .number()
        .openapi({ description: 'wholesale lines in all goods revenue, 0-100, one decimal' }),
    }),
    perDay: z.array(
      z.object({ day: z.string(), orders: z.number().int(), revenueKopecks: z.number().int() }),
    ),
    byGroupType: z.array(
      z.object({ groupType: z.string(), items: z.number().int(), revenueKopecks: z.number().int() }),
    ),
    topBundles: z.array(
      z.object({
        productId: z.number().int().nullable(),
        name: z.string(),
        groupType: z.string(),
        bundles: z.number().int(),
        items: z.number().int(),
        revenueKopecks: z.number().int(),
      }),
    ),
    products: z.object({ offered: z.number().int(), total: z.number().int() }),
  })
  .openapi('AdminWholesaleAnalytics');

type Terms = z.infer<typeof termsSchema>;

function termsOf(priceKopecks: number, wholesale: ProductWholesaleSettings): Terms {
  return {
    available: wholesale.available,
    enabled: wholesale.enabled,
    minQuantity: wholesale.minQuantity,
    wholesalePriceKopecks: wholesale.wholesalePriceKopecks ?? null,
    discountPercentage: wholesale.discountPercentage ?? null,
    effectivePriceKopecks:
      // Staff see their terms on the product's own price; a promotion may lower it for buyers.
      wholesalePriceOf(priceKopecks, { ...wholesale, available: true }, priceKopecks)?.priceKopecks ?? null,
  };
}

/** The stored terms with a price or a discount: setting one clears the other, so the product has one rule. */
function pricedBy(
  wholesale: ProductWholesaleSettings,
  price: { wholesalePriceKopecks: number | null; discountPercentage: number | null },
): ProductWholesaleSettings {
  const { wholesalePriceKopecks: _price, discountPercentage: _discount, ...rest } = wholesale;
  return {
    ...rest,
    ...(price.wholesalePriceKopecks === null ? {} : { wholesalePriceKopecks: price.wholesalePriceKopecks }),
    ...(price.discountPercentage === null ? {} : { discountPercentage: price.discountPercentage }),
  };
}

function applied(change: WholesaleChange, wholesale: ProductWholesaleSettings): ProductWholesaleSettings {
  switch (change.action) {
    case 'enable':
      return { ...wholesale, available: true, enabled: true };
    case 'disable':
      return { ...wholesale, enabled: false };
    case 'setMinQuantity':
      return { ...wholesale, minQuantity: change.minQuantity };
    case 'setPrice':
      return pricedBy(wholesale, {
        wholesalePriceKopecks: change.wholesalePriceKopecks,
        discountPercentage: null,
      });
    case 'setDiscount':
      return pricedBy(wholesale, {
        wholesalePriceKopecks: null,
        discountPercentage: change.discountPercentage,
      });
  }
}

export function wholesaleAdmin(db: Database, log: Logger, changed: () => void) {
  /** Locks the products, applies `next` to each, records one audit row per product; one transaction. */
  async function rewrite(
    ids: number[],
    actor: StaffActor,
    action: string,
    next: (wholesale: ProductWholesaleSettings) => ProductWholesaleSettings,
  ): Promise<number> {
    const unique = [...new Set(ids)];
    const updated = await withTransaction(db, async (tx) => {
      const rows = await lockProductsWholesale(tx, unique);
      const missing = unique.filter((id) => !rows.some((row) => row.id === id));
      if (missing.length > 0) {
        const message = wholesaleAdminTexts.notFound(missing);
        throw new ApiError('NOT_FOUND', message, { productIds: message });
      }
      for (const row of rows) {
        const after = next(row.wholesale);
        await setProductWholesale(tx, row.id, after);
        await recordStaffChange(tx, actor, {
          entity: 'product',
          entityId: row.id,
          action,
          before: { wholesale: row.wholesale },
          after: { wholesale: after },
        });
      }
      return rows.length;
    });
    changed();
    return updated;
  }

  return {
    async readSettings(): Promise<WholesaleSettingsInput> {
      const [retail, bundle] = await Promise.all([
        readSettings(db, 'retail_wholesale', log),
        readSettings(db, 'bundle', log),
      ]);
      return { retail, bundle };
    },

    async replaceSettings(input: WholesaleSettingsInput, actor: StaffActor): Promise<WholesaleSettingsInput> {
      await withTransaction(db, async (tx) => {
        const before = {
          retail: await readSettings(tx, 'retail_wholesale', log),
          bundle: await readSettings(tx, 'bundle', log),
        };
        await saveSettingsValue(tx, 'retail_wholesale', input.retail, actor.id);
        await saveSettingsValue(tx, 'bundle', input.bundle, actor.id);
        await recordStaffChange(tx, actor, {
          entity: 'settings',
          entityId: 'wholesale',
          action: 'update',
          before,
          after: input,
        });
      });
      // Dropped again after the commit: a read between the drop inside the transaction and the commit would
      // have cached the old documents.
      dropReferenceCache(db);
      changed();
      log.info('wholesale settings saved', { userId: actor.id });
      return input;
    },

    async list(filter: WholesaleProductFilter, page: number, limit: number) {
      const [rows, total] = await Promise.all([
        listWholesaleProducts(db, { filter, limit, offset: (page - 1) * limit }),
        countWholesaleProducts(db, filter),
      ]);
      return {
        products: rows.map((row) => ({ ...row, wholesale: termsOf(row.priceKopecks, row.wholesale) })),
        pagination: paginationOf(page, limit, total),
      };
    },

    bulk: (ids: number[], change: WholesaleChange, actor: StaffActor) =>
      rewrite(ids, actor, `wholesale.${change.action}`, (wholesale) => applied(change, wholesale)),

    async replaceTerms(id: number, terms: WholesaleTermsInput, actor: StaffActor) {
      await rewrite([id], actor, 'wholesale.update', (wholesale) =>
        pricedBy(
          {
            ...wholesale,
            available: terms.enabled ? true : wholesale.available,
            enabled: terms.enabled,
            minQuantity: terms.minQuantity,
          },
          terms,
        ),
      );
    },

    async analytics(period: { from: string; to: string; start: Date; end: Date }) {
      const [perDay, split, byGroupType, topBundles, counts] = await Promise.all([
        wholesaleSalesPerDay(db, period),
        goodsRevenueSplit(db, period),
        wholesaleByGroupType(db, period),
        topWholesaleBundles(db, period, 10),
        wholesaleProductCounts(db),
      ]);
      const byDay = new Map(perDay.map((day) => [day.day, day]));
      const days: { day: string; orders: number; revenueKopecks: number }[] = [];
      for (
        let time = Date.parse(`${period.from}T00:00:00Z`);
        time <= Date.parse(`${period.to}T00:00:00Z`);
      ) {
        const day = new Date(time).toISOString().slice(0, 10);
        days.push(byDay.get(day) ?? { day, orders: 0, revenueKopecks: 0 });
        time += DAY_MS;
      }
      const share = split.allKopecks > 0 ? (split.wholesaleKopecks / split.allKopecks) * 100 : 0;
      return {
        from: period.from,
        to: period.to,
        totals: {
          orders: split.wholesaleOrders,
          revenueKopecks: split.wholesaleKopecks,
          averageKopecks:
            split.wholesaleOrders > 0 ? Math.round(split.wholesaleKopecks / split.wholesaleOrders) : 0,
          allRevenueKopecks: split.allKopecks,
          allOrders: split.allOrders,
          sharePercent: Math.round(share * 10) / 10,
        },
        perDay: days,
        byGroupType,
        topBundles,
        products: counts,
      };
    },
  };
}
