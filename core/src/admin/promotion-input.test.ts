import { describe, expect, it } from 'vitest';
import { promotionInput } from './promotion-input';

describe('what staff send for a promotion', () => {
  const valid = {
    name: 'Чёрная пятница',
    badge: '−20%',
    discountType: 'percentage',
    discountValue: 20,
    scope: 'categories',
    categoryIds: [3, 3],
    productIds: [7],
    startsAt: '2026-11-28T00:00:00Z',
    endsAt: null,
  };
  it('keeps the chosen ids of its scope only, once each', () => {
    expect(promotionInput.parse(valid)).toMatchObject({ categoryIds: [3], productIds: [] });
  });
  it('names the field it refuses', () => {
    const fieldsOf = (input: object) =>
      promotionInput.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
    expect(fieldsOf({ ...valid, discountValue: 100 })).toEqual(['discountValue']);
    expect(fieldsOf({ ...valid, categoryIds: [] })).toEqual(['categoryIds']);
    expect(fieldsOf({ ...valid, badge: ' ' })).toEqual(['badge']);
    expect(fieldsOf({ ...valid, endsAt: '2026-11-27T00:00:00Z' })).toEqual(['endsAt']);
    expect(fieldsOf({ ...valid, discountType: 'free_shipping' })).toEqual(['discountType']);
  });
  it('says the bounds of the chosen discount type, a fraction included', () => {
    const messagesOf = (input: object) =>
      promotionInput.safeParse({ ...valid, ...input }).error?.issues.map((issue) => issue.message);
    expect(messagesOf({ discountValue: 12.5 })).toEqual(['Скидка в процентах: целое число от 1 до 99']);
    // An empty field in the form is NaN: asked for a number (a `z.nan()` here broke the API's OpenAPI document).
    expect(messagesOf({ discountValue: Number.NaN })).toEqual(['Укажите скидку числом']);
    expect(messagesOf({ discountType: 'fixed', discountValue: 12.5 })).toEqual([
      'Скидка в рублях: больше нуля, не больше 1 000 000 ₽',
    ]);
    expect(messagesOf({ discountValue: '10' })).toEqual(['Укажите скидку числом']);
  });
});
