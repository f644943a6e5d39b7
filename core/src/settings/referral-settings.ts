/**
 * The referral reward: off by default; when staff turn it on, a referred buyer's first order gives her
 * and the friend who invited her a one-use promocode each, made by the promocode rules (core's promocodeInput).
 */
import { z } from 'zod';
import { defaultDocument } from './settings-primitives';

export const referralSettingsSchema = z
  .object({
    rewardEnabled: z.boolean().default(false),
    /** percentage: whole percent 1-100; fixed: kopecks. */
    discountType: z.enum(['percentage', 'fixed']).default('percentage'),
    discountValue: z.number().int().min(1).max(100_000_000).default(10),
    /** The order value the reward code asks for, in kopecks (0: any order). */
    minOrderValueKopecks: z.number().int().min(0).max(1_000_000_000).default(0),
    /** How many days the codes stay valid. */
    validDays: z.number().int().min(1).max(365).default(30),
  })
  .refine((value) => value.discountType !== 'percentage' || value.discountValue <= 100, {
    message: 'Скидка в процентах — от 1 до 100',
    path: ['discountValue'],
  });

export type ReferralSettings = z.output<typeof referralSettingsSchema>;

export const defaultReferralSettings: ReferralSettings = defaultDocument(referralSettingsSchema);
