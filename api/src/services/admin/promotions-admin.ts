/**
 * Automatic promotions as the back office manages them. Each write is one transaction with its audit row and the
 * jobs that rebuild the cards when its period starts and ends; the cards of the products it covers follow the
 * write itself by the promotions trigger (db/sql/product-cards.sql).
 */
import { z } from '@hono/zod-openapi';
import {
  formatKopecks,
  PROMOTION_DISCOUNT_TYPES,
  PROMOTION_SCOPES,
  type PromotionInput,
  promotionPriceOf,
  promotionStatusOf,
  promotionTexts,
} from '@shop/core';
import {
  type Database,
  type DbOrTx,
  enqueueJob,
  insertPromotion,
  listPromotions,
  type PromotionRow,
  promotionById,
  promotionProductPrices,
  recordStaffChange,
  type StaffActor,
  unknownPromotionTargets,
  updatePromotion,
  withTransaction,
} from '@shop/db';
import { PROMOTION_PERIOD_JOB } from '../../jobs/promotion-period';
import { ApiError, type FieldErrors } from '../../lib/errors';

const notFound = 'Акция не найдена';

export const adminPromotionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    badge: z.string(),
    discountType: z.enum(PROMOTION_DISCOUNT_TYPES),
    discountValue: z
      .number()
      .int()
      .openapi({ description: 'whole percent, or kopecks for a fixed discount' }),
    scope: z.enum(PROMOTION_SCOPES),
    categoryIds: z.array(z.number().int()),
    productIds: z.array(z.number().int()),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    isActive: z.boolean().openapi({ description: 'false while staff hold it paused' }),
    endedAt: z.string().nullable().openapi({ description: 'when staff ended it for good' }),
    status: z
      .enum(['running', 'scheduled', 'paused', 'ended'])
      .openapi({ description: 'what it is now: its state with its period applied' }),
    createdAt: z.string(),
  })
  .openapi('AdminPromotion');

type AdminPromotion = z.infer<typeof adminPromotionSchema>;

const toAdminPromotion = (row: PromotionRow, now = new Date()): AdminPromotion => ({
  id: row.id,
  name: row.name.ru,
  badge: row.badge,
  discountType: row.discountType === 'percentage' ? 'percentage' : 'fixed',
  discountValue: row.discountValue,
  scope: row.target.scope,
  categoryIds: row.target.categoryIds ?? [],
  productIds: row.target.productIds ?? [],
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  isActive: row.isActive,
  endedAt: row.endedAt?.toISOString() ?? null,
  status: promotionStatusOf(row, now),
  createdAt: row.createdAt.toISOString(),
});

/**
 * What the audit log keeps of a promotion: what staff set, not the state read off the clock; the discount under a
 * name that says its unit (percent or kopecks), as the log shows it.
 */
const auditOf = (row: PromotionRow) => {
  const { status: _status, id: _id, createdAt: _createdAt, discountValue, ...set } = toAdminPromotion(row);
  const discount =
    set.discountType === 'percentage'
      ? { discountPercent: discountValue }
      : { discountKopecks: discountValue };
  return { ...set, ...discount };
};

/** The jobs that rebuild its cards when its period starts and when it ends (those still ahead). */
async function schedulePeriod(tx: DbOrTx, row: PromotionRow): Promise<void> {
  for (const at of [row.startsAt, row.endsAt]) {
    if (!at || at.getTime() <= Date.now()) continue;
    await enqueueJob(tx, {
      kind: PROMOTION_PERIOD_JOB,
      key: `${PROMOTION_PERIOD_JOB}:${row.id}:${at.toISOString()}`,
      payload: { promotionId: row.id },
      runAt: at,
    });
  }
}

async function refuseUnknownTargets(tx: DbOrTx, input: PromotionInput): Promise<void> {
  const unknown = await unknownPromotionTargets(tx, input);
  const fields: FieldErrors = {};
  if (unknown.categoryIds.length > 0) fields.categoryIds = promotionTexts.unknownCategories;
  if (unknown.productIds.length > 0) fields.productIds = promotionTexts.unknownProducts;
  const [message] = Object.values(fields);
  if (message) throw new ApiError('VALIDATION_ERROR', message, fields);
}

/**
 * A promotion on chosen products that would take one of them under 1 ₽ would not apply to it (core's
 * promotionPriceOf): staff are told which, rather than saving a discount that does nothing there.
 */
async function refuseDiscountAbovePrice(tx: DbOrTx, input: PromotionInput): Promise<void> {
  const products = await promotionProductPrices(tx, input.productIds);
  const spared = products.find(
    (product) => promotionPriceOf(product.regularKopecks, input) === product.regularKopecks,
  );
  if (!spared) return;
  const message = promotionTexts.discountAbovePrice(spared.name, formatKopecks(spared.regularKopecks));
  throw new ApiError('VALIDATION_ERROR', message, { discountValue: message });
}

/** `changed` runs after every write: cached catalogue pages here and on the other instances show the new prices. */
export function promotionAdmin(db: Database, changed: () => void) {
  const write = async (
    id: number | null,
    actor: StaffActor,
    action: string,
    change: (tx: DbOrTx, before: PromotionRow | undefined) => Promise<PromotionRow | undefined>,
  ) => {
    const row = await withTransaction(db, async (tx) => {
      const before = id === null ? undefined : await promotionById(tx, id);
      if (id !== null && !before) throw new ApiError('NOT_FOUND', notFound);
      if (before?.endedAt) throw new ApiError('CONFLICT', promotionTexts.promotionEnded);
      const after = await change(tx, before);
      if (!after) throw new ApiError('NOT_FOUND', notFound);
      await schedulePeriod(tx, after);
      await recordStaffChange(tx, actor, {
        entity: 'promotion',
        entityId: after.id,
        action,
        before: before ? auditOf(before) : null,
        after: auditOf(after),
      });
      return after;
    });
    changed();
    return toAdminPromotion(row);
  };

  return {
    list: async () => (await listPromotions(db)).map((row) => toAdminPromotion(row)),

    create: (input: PromotionInput, actor: StaffActor) =>
      write(null, actor, 'create', async (tx) => {
        await refuseUnknownTargets(tx, input);
        await refuseDiscountAbovePrice(tx, input);
        return insertPromotion(tx, input);
      }),

    update: (id: number, input: PromotionInput, actor: StaffActor) =>
      write(id, actor, 'update', async (tx) => {
        await refuseUnknownTargets(tx, input);
        await refuseDiscountAbovePrice(tx, input);
        return updatePromotion(tx, id, input);
      }),

    pause: (id: number, actor: StaffActor) =>
      write(id, actor, 'pause', (tx) => updatePromotion(tx, id, { isActive: false })),
    resume: (id: number, actor: StaffActor) =>
      write(id, actor, 'resume', (tx) => updatePromotion(tx, id, { isActive: true })),
    end: (id: number, actor: StaffActor) =>
      write(id, actor, 'end', (tx) => updatePromotion(tx, id, { endedAt: new Date() })),
  };
}
