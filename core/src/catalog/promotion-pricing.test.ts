import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appliedPromotionOf,
  PROMOTION_PRICE_FLOOR_KOPECKS,
  type PromotionDiscount,
  promotedPriceOf,
  promotionPriceOf,
  promotionStatusOf,
} from './promotion-pricing';

const percent = (discountValue: number): PromotionDiscount => ({ discountType: 'percentage', discountValue });
const fixed = (discountValue: number): PromotionDiscount => ({ discountType: 'fixed', discountValue });
const plain = (priceKopecks: number) => ({ priceKopecks, originalPriceKopecks: null, isSale: false });

describe('a promoted price', () => {
  it('takes a percent off rounded half up to a kopeck, a fixed sum as it is', () => {
    expect(promotionPriceOf(399_000, percent(15))).toBe(339_150);
    expect(promotionPriceOf(999, percent(15))).toBe(849); // 149.85 off rounds to 150
    expect(promotionPriceOf(399_000, fixed(50_000))).toBe(349_000);
  });

  it('does not apply to a product it would leave under 1 ₽: the product keeps its regular price', () => {
    expect(promotionPriceOf(399_000, fixed(500_000))).toBe(399_000);
    expect(promotionPriceOf(50_000, fixed(50_000))).toBe(50_000);
    expect(promotionPriceOf(50_099, fixed(50_000))).toBe(50_099);
    expect(promotionPriceOf(50_100, fixed(50_000))).toBe(100);
    expect(promotionPriceOf(150, percent(50))).toBe(150);
    expect(promotedPriceOf(plain(399_000), [fixed(500_000), percent(10)])).toEqual({
      priceKopecks: 359_100,
      originalPriceKopecks: 399_000,
      promotion: percent(10),
    });
    expect(promotedPriceOf(plain(399_000), [fixed(500_000)])).toEqual({
      priceKopecks: 399_000,
      originalPriceKopecks: null,
      promotion: null,
    });
  });

  it('is the best of the promotions that apply, with the price struck through', () => {
    expect(promotedPriceOf(plain(400_000), [percent(10), fixed(50_000), percent(5)])).toEqual({
      priceKopecks: 350_000,
      originalPriceKopecks: 400_000,
      promotion: fixed(50_000),
    });
    expect(promotedPriceOf(plain(400_000), [])).toEqual({
      priceKopecks: 400_000,
      originalPriceKopecks: null,
      promotion: null,
    });
  });

  it('does not stack on a sale: the lower of the sale price and the promotion on the price before the sale', () => {
    const onSale = { priceKopecks: 320_000, originalPriceKopecks: 400_000, isSale: true };
    expect(promotedPriceOf(onSale, [percent(10)])).toEqual({
      priceKopecks: 320_000,
      originalPriceKopecks: 400_000,
      promotion: null,
    });
    expect(promotedPriceOf(onSale, [percent(30)])).toEqual({
      priceKopecks: 280_000,
      originalPriceKopecks: 400_000,
      promotion: percent(30),
    });
    // An original price without the sale flag is no regular price.
    const notOnSale = { priceKopecks: 320_000, originalPriceKopecks: 400_000, isSale: false };
    expect(promotedPriceOf(notOnSale, [percent(10)]).priceKopecks).toBe(288_000);
  });

  it('never shows a price below 1 ₽ (unless the product costs less), above its price, or with a part of a kopeck', () => {
    const discount = fc.oneof(
      fc.integer({ min: 1, max: 99 }).map(percent),
      fc.integer({ min: 1, max: 2_000_000_000 }).map(fixed),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.option(fc.integer({ min: 0, max: 1_000_000_000 })),
        fc.boolean(),
        fc.array(discount, { maxLength: 4 }),
        (priceKopecks, originalPriceKopecks, isSale, promotions) => {
          const shown = promotedPriceOf({ priceKopecks, originalPriceKopecks, isSale }, promotions);
          expect(Number.isInteger(shown.priceKopecks)).toBe(true);
          expect(shown.priceKopecks).toBeGreaterThanOrEqual(
            Math.min(priceKopecks, PROMOTION_PRICE_FLOOR_KOPECKS),
          );
          expect(shown.priceKopecks).toBeLessThanOrEqual(priceKopecks);
          if (shown.originalPriceKopecks !== null) {
            expect(shown.originalPriceKopecks).toBeGreaterThan(shown.priceKopecks);
          }
        },
      ),
    );
  });
});

describe('the promotion a product shows', () => {
  const named = (id: number, discount: PromotionDiscount) => ({ id, ...discount });

  it('is the one that set the price among several that cover the product', () => {
    const promotions = [named(1, percent(10)), named(2, percent(20)), named(3, fixed(150_000))];
    const price = promotedPriceOf(
      { priceKopecks: 549_000, originalPriceKopecks: null, isSale: false },
      promotions,
    );
    expect(price.promotion?.id).toBe(3);
    const answered = { price: price.priceKopecks / 100, originalPrice: 5490, promotions };
    expect(appliedPromotionOf(answered)?.id).toBe(3);
  });

  it('is none when the product’s own sale price is lower than every promotion’s', () => {
    const promotions = [named(1, percent(20))];
    // 6 990 ₽ on sale for 4 890 ₽: −20% would be 5 592 ₽, so the sale price stands.
    const product = { priceKopecks: 489_000, originalPriceKopecks: 699_000, isSale: true };
    expect(promotedPriceOf(product, promotions).promotion).toBeNull();
    expect(appliedPromotionOf({ price: 4890, originalPrice: 6990, promotions })).toBeNull();
  });

  it('agrees with the promoted price for any price and promotions, down to a kopeck shown in roubles', () => {
    const discount = fc.oneof(
      fc.integer({ min: 1, max: 99 }).map(percent),
      fc.integer({ min: 1, max: 2_000_000 }).map(fixed),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.array(discount, { maxLength: 4 }),
        (kopecks, list) => {
          const promotions = list.map((item, index) => named(index, item));
          const price = promotedPriceOf(plain(kopecks), promotions);
          const answered = {
            price: price.priceKopecks / 100,
            originalPrice: price.originalPriceKopecks === null ? null : price.originalPriceKopecks / 100,
            promotions,
          };
          const shown = appliedPromotionOf(answered);
          if (price.promotion === null) expect(shown).toBeNull();
          else expect(shown && promotionPriceOf(kopecks, shown)).toBe(price.priceKopecks);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the status of a promotion', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const at = (iso: string) => new Date(iso);
  it('follows its state and its period', () => {
    const period = { isActive: true, endedAt: null, startsAt: null, endsAt: null };
    expect(promotionStatusOf(period, now)).toBe('running');
    expect(promotionStatusOf({ ...period, startsAt: at('2026-11-28T12:00:01Z') }, now)).toBe('scheduled');
    expect(promotionStatusOf({ ...period, endsAt: now }, now)).toBe('ended');
    expect(promotionStatusOf({ ...period, isActive: false }, now)).toBe('paused');
    expect(promotionStatusOf({ ...period, isActive: false, endedAt: now }, now)).toBe('ended');
  });
});
