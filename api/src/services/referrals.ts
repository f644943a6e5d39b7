/**
 * Referral links: a buyer's code and links, the attribution of a new buyer's first order, and the reward
 * codes made by the promocode rules (core's promocodeInput) when staff have turned the reward on.
 */
import { randomBytes } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import {
  formatKopecks,
  newReferralCode,
  promocodeInput,
  REFERRAL_START_PREFIX,
  type ReferralSettings,
  referralCodePattern,
  referralTexts,
} from '@shop/core';
import {
  attributeReferral,
  claimReferralCode,
  countReferredBuyers,
  type DbOrTx,
  insertPromocode,
  referralCodeOfUser,
  referralRewardsOf,
  setReferralRewards,
} from '@shop/db';
import type { Logger } from '../lib/logger';
import type { TelegramOutbox } from '../telegram/outbox';
import { readSettings } from './settings-service';

/** A code as the storefront sends it: 8 letters and digits of the code alphabet, any letter case. */
export const referralCodeParam = z
  .string()
  .trim()
  .toUpperCase()
  .regex(referralCodePattern, 'Неверный код приглашения')
  .openapi({ example: 'K7M2Q9XD' });

const referralRewardSchema = z
  .object({
    code: z.string(),
    discountType: z.string(),
    discountValue: z.number().int(),
    minOrderValueKopecks: z.number().int(),
    validUntil: z.string().nullable(),
    used: z.boolean(),
    reason: z.enum(['invited', 'welcome']),
    /** «10 %» or «500 ₽», ready to show. */
    discountText: z.string(),
  })
  .openapi('ReferralReward');

export const myReferralSchema = z
  .object({
    code: z.string().openapi({ example: 'K7M2Q9XD' }),
    /** `https://t.me/<bot>?startapp=ref_<code>`; null while the bot's username is unknown. */
    telegramLink: z.string().nullable(),
    webLink: z.string().openapi({ example: 'https://shop.example/?ref=K7M2Q9XD' }),
    friendsOrdered: z.number().int(),
    rewardEnabled: z.boolean(),
    rewards: z.array(referralRewardSchema),
  })
  .openapi('MyReferral');

export type MyReferral = z.infer<typeof myReferralSchema>;

const discountTextOf = (type: string, value: number) =>
  type === 'percentage' ? `${value} %` : formatKopecks(value);

/** The buyer's code, made on her first ask; a code taken by someone else (1 in 10^11) is drawn again. */
async function referralCodeFor(db: DbOrTx, userId: string): Promise<string> {
  const existing = await referralCodeOfUser(db, userId);
  if (existing) return existing;
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = await claimReferralCode(db, userId, newReferralCode(randomBytes));
    if (code) return code;
  }
  throw new Error('no free referral code after 5 draws');
}

export async function myReferral(
  db: DbOrTx,
  log: Logger,
  userId: string,
  links: { shopOrigin: string; botUsername: string | undefined },
): Promise<MyReferral> {
  const code = await referralCodeFor(db, userId);
  const [friendsOrdered, rewards, settings] = await Promise.all([
    countReferredBuyers(db, userId),
    referralRewardsOf(db, userId),
    readSettings(db, 'referral', log),
  ]);
  const web = new URL('/', links.shopOrigin);
  web.searchParams.set('ref', code);
  return {
    code,
    telegramLink: links.botUsername
      ? `https://t.me/${links.botUsername}?startapp=${REFERRAL_START_PREFIX}${code}`
      : null,
    webLink: web.toString(),
    friendsOrdered,
    rewardEnabled: settings.rewardEnabled,
    rewards: rewards.map((reward) => ({
      ...reward,
      validUntil: reward.validUntil?.toISOString() ?? null,
      discountText: discountTextOf(reward.discountType, reward.discountValue),
    })),
  };
}

/**
 * Called in the order's transaction for a signed-in buyer who arrived by a link: attributes the order when it is
 * her first and not her own link (one statement, see attributeReferral), and with the reward on makes both
 * buyers' one-use codes and tells each in Telegram through the outbox. The reward comes with the placed order,
 * not the delivered one: she sees her code on the confirmation's way to the account, and a code is only worth
 * something on a next order that itself has to be paid for.
 */
export async function attributeOrderToReferrer(
  tx: DbOrTx,
  deps: { log: Logger; outbox: TelegramOutbox },
  input: {
    buyerId: string;
    code: string;
    order: { id: string; customer: { phone: string; email?: string | undefined } };
  },
): Promise<boolean> {
  const attributed = await attributeReferral(tx, {
    buyerId: input.buyerId,
    orderId: input.order.id,
    code: input.code,
    contactPhone: input.order.customer.phone,
    contactEmail: input.order.customer.email ?? null,
  });
  if (!attributed) return false;
  const settings = await readSettings(tx, 'referral', deps.log);
  if (!settings.rewardEnabled) return true;
  const referrerCode = await makeRewardCode(tx, settings);
  const referredCode = await makeRewardCode(tx, settings);
  await setReferralRewards(tx, attributed.id, {
    referrerPromocodeId: referrerCode.id,
    referredPromocodeId: referredCode.id,
  });
  const discount = discountTextOf(settings.discountType, settings.discountValue);
  await deps.outbox.toBuyer(tx, attributed.referrerId, {
    text: referralTexts.rewardToldReferrer(referrerCode.code, discount),
    purpose: 'referral.reward',
  });
  await deps.outbox.toBuyer(tx, input.buyerId, {
    text: referralTexts.rewardTold(referredCode.code, discount),
    purpose: 'referral.reward',
  });
  return true;
}

/** A one-use code (one order in all, one per buyer) by the promocode rules staff codes follow. */
async function makeRewardCode(tx: DbOrTx, settings: ReferralSettings): Promise<{ id: string; code: string }> {
  const validUntil = new Date(Date.now() + settings.validDays * 24 * 60 * 60 * 1000);
  const input = promocodeInput.parse({
    code: `REF-${newReferralCode(randomBytes)}`,
    description: referralTexts.rewardCodeDescription,
    discountType: settings.discountType,
    discountValue: settings.discountValue,
    minOrderValueKopecks: settings.minOrderValueKopecks,
    maxDiscountKopecks: null,
    validFrom: null,
    validUntil: validUntil.toISOString(),
    maxUsage: 1,
    perUserLimit: 1,
    tier: 'standard',
    isActive: true,
    isPublic: false,
  });
  return { id: await insertPromocode(tx, input), code: input.code };
}
