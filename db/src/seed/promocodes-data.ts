/**
 * Demo promocodes covering every tier and discount type, plus the edge cases the storefront has to show: a code
 * expiring within 7 days, one nearly used up, one expired and one switched off.
 */
import type { promocodes } from '../schema';

type PromocodeRow = typeof promocodes.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;

export function demoPromocodes(now: Date): PromocodeRow[] {
  const daysFromNow = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const startedAgo = daysFromNow(-30);
  return [
    {
      code: 'WELCOME10',
      description: {
        ru: 'Скидка 10% на первый заказ от 2 000 ₽',
        en: '10% off your first order over 2,000 ₽',
      },
      discountType: 'percentage',
      discountValue: 10,
      minOrderValueKopecks: 200000,
      perUserLimit: 1,
      usageCount: 37,
      tier: 'standard',
      validFrom: startedAgo,
    },
    {
      code: 'FREESHIP',
      description: {
        ru: 'Бесплатная доставка заказа от 1 500 ₽',
        en: 'Free delivery on orders over 1,500 ₽',
      },
      discountType: 'free_shipping',
      minOrderValueKopecks: 150000,
      usageCount: 64,
      tier: 'standard',
      validFrom: startedAgo,
      validUntil: daysFromNow(30),
    },
    {
      code: 'MINUS500',
      description: {
        ru: '500 ₽ на заказ от 4 000 ₽ — только до конца недели',
        en: '500 ₽ off orders over 4,000 ₽',
      },
      discountType: 'fixed',
      discountValue: 50000,
      minOrderValueKopecks: 400000,
      maxUsage: 300,
      usageCount: 141,
      tier: 'standard',
      validFrom: startedAgo,
      validUntil: daysFromNow(5),
    },
    {
      code: 'LASTOCHKA15',
      description: {
        ru: '15% на заказ от 5 000 ₽, скидка до 3 000 ₽',
        en: '15% off orders over 5,000 ₽, up to 3,000 ₽',
      },
      discountType: 'percentage',
      discountValue: 15,
      minOrderValueKopecks: 500000,
      maxDiscountKopecks: 300000,
      maxUsage: 500,
      usageCount: 212,
      tier: 'premium',
      validFrom: startedAgo,
      validUntil: daysFromNow(45),
    },
    {
      code: 'LAST20',
      description: { ru: 'Последние коды: 20% на всё', en: 'Last few codes: 20% off everything' },
      discountType: 'percentage',
      discountValue: 20,
      minOrderValueKopecks: 300000,
      maxDiscountKopecks: 400000,
      maxUsage: 100,
      usageCount: 95,
      tier: 'premium',
      validFrom: startedAgo,
      validUntil: daysFromNow(14),
    },
    {
      code: 'VIP30',
      description: {
        ru: '30% для постоянных покупательниц при заказе от 15 000 ₽',
        en: '30% for regulars on orders over 15,000 ₽',
      },
      discountType: 'percentage',
      discountValue: 30,
      minOrderValueKopecks: 1500000,
      maxDiscountKopecks: 1000000,
      maxUsage: 50,
      usageCount: 12,
      perUserLimit: 1,
      tier: 'vip',
      validFrom: startedAgo,
      validUntil: daysFromNow(90),
    },
    {
      code: 'VIP2000',
      description: { ru: '2 000 ₽ на заказ от 20 000 ₽', en: '2,000 ₽ off orders over 20,000 ₽' },
      discountType: 'fixed',
      discountValue: 200000,
      minOrderValueKopecks: 2000000,
      maxUsage: 20,
      usageCount: 3,
      tier: 'vip',
      validFrom: startedAgo,
      validUntil: daysFromNow(60),
    },
    {
      code: 'WINTER25',
      description: { ru: 'Зимняя распродажа: 25% на верхнюю одежду', en: 'Winter sale: 25% off outerwear' },
      discountType: 'percentage',
      discountValue: 25,
      minOrderValueKopecks: 0,
      usageCount: 388,
      tier: 'standard',
      validFrom: daysFromNow(-100),
      validUntil: daysFromNow(-10),
    },
    {
      code: 'STAFF40',
      description: { ru: 'Скидка сотрудникам, выключена', en: 'Staff discount, switched off' },
      discountType: 'percentage',
      discountValue: 40,
      usageCount: 0,
      tier: 'vip',
      isActive: false,
      isPublic: false,
    },
  ];
}
