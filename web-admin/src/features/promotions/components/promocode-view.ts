// How a promocode's (and a promotion's) terms read in the tables.
import { formatKopecks, SHOP_TIME_ZONE } from '@shop/core/rules';
import { formatDateTime } from '../../../lib/shop-dates';
import type { AdminPromocode } from '../api/promocode-calls';
import { promotionScreenTexts as t } from './promotion-texts';

const dayFormat = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

const formatDay = (iso: string) => dayFormat.format(new Date(iso));

export function discountText(code: AdminPromocode): string {
  if (code.discountType === 'free_shipping') return t.freeShipping;
  if (code.discountType === 'fixed') return `−${formatKopecks(code.discountValue)}`;
  const cap = code.maxDiscountKopecks === null ? '' : `, ${t.upTo(formatKopecks(code.maxDiscountKopecks))}`;
  return `−${code.discountValue}%${cap}`;
}

export function conditionsText(code: AdminPromocode): string {
  const parts = [
    code.minOrderValueKopecks > 0 ? t.from(formatKopecks(code.minOrderValueKopecks)) : t.anyOrder,
  ];
  if (code.perUserLimit !== null) parts.push(t.perUser(code.perUserLimit));
  return parts.join(', ');
}

/**
 * «с 01.12.2026 до 31.12.2026» in the shop's days (with `withTime`, «с 01.12.2026, 10:30»: the shop's clock);
 * «без срока» when neither is set.
 */
export function periodText(from: string | null, until: string | null, withTime = false): string {
  const format = withTime ? formatDateTime : formatDay;
  const parts = [];
  if (from) parts.push(t.fromDate(format(from)));
  if (until) parts.push(t.untilDate(format(until)));
  return parts.length > 0 ? parts.join(' ') : t.noLimit;
}

export const validityText = (code: AdminPromocode): string => periodText(code.validFrom, code.validUntil);
