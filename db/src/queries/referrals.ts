/**
 * Referral links: each buyer's code, the attribution of a new buyer's first order to the friend whose
 * link brought her, the reward codes, and the staff's view of it all.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { rawRows } from '../raw-rows';
import { referralCodes, referrals } from '../schema';

export async function referralCodeOfUser(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId));
  return row?.code;
}

/**
 * Gives the buyer the code unless she has one; answers her code (the earlier one when two requests raced), or
 * undefined when the code was taken by someone else (the caller draws another).
 */
export async function claimReferralCode(
  db: DbOrTx,
  userId: string,
  code: string,
): Promise<string | undefined> {
  const [inserted] = await db
    .insert(referralCodes)
    .values({ userId, code })
    .onConflictDoNothing()
    .returning({ code: referralCodes.code });
  if (inserted) return inserted.code;
  const existing = await referralCodeOfUser(db, userId);
  return existing;
}

/** How many buyers her link brought (each counted once, on her first order). */
export async function countReferredBuyers(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(referrals)
    .where(eq(referrals.referrerId, userId));
  return row?.count ?? 0;
}

export interface AttributeReferral {
  buyerId: string;
  orderId: string;
  code: string;
  /** The order's contact, `+7XXXXXXXXXX`, and email: the referrer's own details there are a self-referral. */
  contactPhone: string;
  contactEmail: string | null;
}

/**
 * Attributes the buyer's order to the code's owner, in one statement over unique indexes: only when the order is
 * her first (no other order of her account), never to herself (the same account, or a referrer with the same
 * phone, email or Telegram account as the buyer or the order's contact), and once per buyer (the unique index on
 * referred_user_id; a second attribution is a no-op). Undefined when nothing was attributed.
 */
export async function attributeReferral(
  db: DbOrTx,
  input: AttributeReferral,
): Promise<{ id: number; referrerId: string } | undefined> {
  const phoneDigits = input.contactPhone.replace(/\D/g, '');
  const email = input.contactEmail?.trim().toLowerCase() ?? '';
  const rows = rawRows<{ id: number; referrer_id: string }>(
    await db.execute(sql`
      insert into referrals (referrer_id, referred_user_id, order_id)
      select r.id, b.id, ${input.orderId}::uuid
      from referral_codes rc
      join users r on r.id = rc.user_id
      join users b on b.id = ${input.buyerId}::uuid
      where rc.code = ${input.code}
        and r.id <> b.id
        and (r.phone is null or (r.phone is distinct from b.phone and r.phone <> ${phoneDigits}))
        and (r.email is null or (r.email is distinct from b.email and r.email <> ${email}))
        and (r.telegram_id is null or r.telegram_id is distinct from b.telegram_id)
        and not exists (
          select 1 from orders o where o.user_id = b.id and o.id <> ${input.orderId}::uuid
        )
      on conflict (referred_user_id) do nothing
      returning id, referrer_id`),
  );
  const [row] = rows;
  return row && { id: row.id, referrerId: row.referrer_id };
}

export async function setReferralRewards(
  db: DbOrTx,
  id: number,
  codes: { referrerPromocodeId: string; referredPromocodeId: string },
): Promise<void> {
  await db.update(referrals).set(codes).where(eq(referrals.id, id));
}

export interface ReferralReward {
  code: string;
  discountType: string;
  discountValue: number;
  minOrderValueKopecks: number;
  validUntil: Date | null;
  used: boolean;
  /** invited: she invited a friend; welcome: a friend invited her. */
  reason: 'invited' | 'welcome';
}

/** The buyer's reward codes, newest first. */
export async function referralRewardsOf(db: DbOrTx, userId: string): Promise<ReferralReward[]> {
  const rows = rawRows<{
    code: string;
    discount_type: string;
    discount_value: number;
    min_order_value_kopecks: number;
    valid_until: string | Date | null;
    usage_count: number;
    max_usage: number | null;
    reason: 'invited' | 'welcome';
  }>(
    await db.execute(sql`
      select p.code, p.discount_type, p.discount_value, p.min_order_value_kopecks, p.valid_until, p.usage_count,
             p.max_usage, x.reason
      from (
        select referrer_promocode_id as promocode_id, 'invited' as reason, created_at
        from referrals where referrer_id = ${userId}::uuid and referrer_promocode_id is not null
        union all
        select referred_promocode_id, 'welcome', created_at
        from referrals where referred_user_id = ${userId}::uuid and referred_promocode_id is not null
      ) x
      join promocodes p on p.id = x.promocode_id
      order by x.created_at desc, x.reason
      limit 50`),
  );
  return rows.map((row) => ({
    code: row.code,
    discountType: row.discount_type,
    discountValue: Number(row.discount_value),
    minOrderValueKopecks: Number(row.min_order_value_kopecks),
    validUntil: row.valid_until === null ? null : new Date(row.valid_until),
    used: row.max_usage !== null && Number(row.usage_count) >= Number(row.max_usage),
    reason: row.reason,
  }));
}

export interface ReferrerSummary {
  referrerId: string;
  name: string;
  contact: string | null;
  code: string | null;
  invitedBuyers: number;
  /** The invited buyers' orders (all of them, not only the first), cancelled ones left out. */
  orders: number;
  revenueKopecks: number;
}

export interface ReferralAttribution {
  id: number;
  referrerId: string;
  referrerName: string;
  referredUserId: string;
  referredName: string;
  orderId: string;
  orderNumber: number;
  orderTotalKopecks: number;
  orderStatus: string;
  rewarded: boolean;
  createdAt: Date;
}

/** Referrers with what their invited buyers brought, the most revenue first. */
export async function referrerSummaries(db: DbOrTx, limit: number): Promise<ReferrerSummary[]> {
  const rows = rawRows<{
    referrer_id: string;
    name: string;
    contact: string | null;
    code: string | null;
    invited: number;
    orders: number;
    revenue: number | string;
  }>(
    await db.execute(sql`
      with invited as (
        select referrer_id, count(*) as invited from referrals group by referrer_id
      ), brought as (
        select rf.referrer_id, count(o.id) as orders, coalesce(sum(o.total_kopecks), 0) as revenue
        from referrals rf
        join orders o on o.user_id = rf.referred_user_id and o.status <> 'cancelled'
        group by rf.referrer_id
      )
      select i.referrer_id, u.name, coalesce(u.email, u.phone, u.telegram_username) as contact, rc.code,
             i.invited, coalesce(b.orders, 0) as orders, coalesce(b.revenue, 0) as revenue
      from invited i
      join users u on u.id = i.referrer_id
      left join referral_codes rc on rc.user_id = i.referrer_id
      left join brought b on b.referrer_id = i.referrer_id
      order by revenue desc, i.invited desc, u.name
      limit ${limit}`),
  );
  return rows.map((row) => ({
    referrerId: row.referrer_id,
    name: row.name,
    contact: row.contact,
    code: row.code,
    invitedBuyers: Number(row.invited),
    orders: Number(row.orders),
    revenueKopecks: Number(row.revenue),
  }));
}

/** The attributions, newest first, each with the first order that made it. */
export async function referralAttributions(db: DbOrTx, limit: number): Promise<ReferralAttribution[]> {
  const rows = rawRows<{
    id: number;
    referrer_id: string;
    referrer_name: string;
    referred_user_id: string;
    referred_name: string;
    order_id: string;
    number: number;
    total_kopecks: number | string;
    status: string;
    rewarded: boolean;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      select rf.id, rf.referrer_id, r.name as referrer_name, rf.referred_user_id, b.name as referred_name,
             rf.order_id, o.number, o.total_kopecks, o.status,
             (rf.referrer_promocode_id is not null or rf.referred_promocode_id is not null) as rewarded,
             rf.created_at
      from referrals rf
      join users r on r.id = rf.referrer_id
      join users b on b.id = rf.referred_user_id
      join orders o on o.id = rf.order_id
      order by rf.created_at desc, rf.id desc
      limit ${limit}`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    referrerId: row.referrer_id,
    referrerName: row.referrer_name,
    referredUserId: row.referred_user_id,
    referredName: row.referred_name,
    orderId: row.order_id,
    orderNumber: Number(row.number),
    orderTotalKopecks: Number(row.total_kopecks),
    orderStatus: row.status,
    rewarded: row.rewarded,
    createdAt: new Date(row.created_at),
  }));
}
