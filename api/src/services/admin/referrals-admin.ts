/** The «Рефералы» screen: who brought whom, what they bought, and the reward setting. */
import { z } from '@hono/zod-openapi';
import type { ReferralSettings } from '@shop/core';
import {
  type Database,
  recordStaffChange,
  referralAttributions,
  referrerSummaries,
  type StaffActor,
  withTransaction,
} from '@shop/db';
import type { Logger } from '../../lib/logger';
import { readSettings, writeSettings } from '../settings-service';

export const referralOverviewSchema = z
  .object({
    referrers: z.array(
      z.object({
        referrerId: z.string(),
        name: z.string(),
        contact: z.string().nullable(),
        code: z.string().nullable(),
        invitedBuyers: z.number().int(),
        orders: z.number().int(),
        revenueKopecks: z.number().int(),
      }),
    ),
    attributions: z.array(
      z.object({
        id: z.number().int(),
        referrerId: z.string(),
        referrerName: z.string(),
        referredUserId: z.string(),
        referredName: z.string(),
        orderId: z.string(),
        orderNumber: z.number().int(),
        orderTotalKopecks: z.number().int(),
        orderStatus: z.string(),
        rewarded: z.boolean(),
        createdAt: z.string(),
      }),
    ),
  })
  .openapi('ReferralOverview');

const LIST_LIMIT = 200;

export function referralsAdmin(db: Database, log: Logger) {
  return {
    async overview(): Promise<z.infer<typeof referralOverviewSchema>> {
      const [referrers, attributions] = await Promise.all([
        referrerSummaries(db, LIST_LIMIT),
        referralAttributions(db, LIST_LIMIT),
      ]);
      return {
        referrers,
        attributions: attributions.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },

    readSettings: () => readSettings(db, 'referral', log),

    /** Saves the reward setting with its audit row, as the other settings are saved. */
    async replaceSettings(document: ReferralSettings, actor: StaffActor): Promise<ReferralSettings> {
      const saved = await withTransaction(db, async (tx) => {
        const before = await readSettings(tx, 'referral', log);
        const written = await writeSettings(tx, 'referral', document, actor.id);
        await recordStaffChange(tx, actor, {
          entity: 'settings',
          entityId: 'referral',
          action: 'update',
          before,
          after: written,
        });
        return written;
      });
      log.info('settings saved', { key: 'referral', userId: actor.id });
      return saved;
    },
  };
}
