import { describe, expect, it } from 'vitest';
import { refundPlanOf, refundTexts } from './refunds';

// 3 dresses at 1 000 ₽ less a 100,01 ₽ promocode share: 2 899,99 ₽, which 3 does not divide.
const order = {
  items: [
    {
      id: 1,
      name: 'Платье',
      colorName: 'Чёрный',
      sizeName: 'M',
      sizeCode: 'M',
      quantity: 3,
      lineTotalKopecks: 289_999,
    },
    {
      id: 2,
      name: 'Серьги',
      colorName: 'Золото',
      sizeName: null,
      sizeCode: 'ONE',
      quantity: 1,
      lineTotalKopecks: 50_000,
    },
  ],
  shippingMethodName: 'Курьер',
  shippingFeeKopecks: 30_050,
  paymentFeeKopecks: 0,
  totalKopecks: 370_049,
};

describe('refundPlanOf', () => {
  it('prices units as the receipt does, so unit by unit adds up to the line to the kopeck', () => {
    const first = refundPlanOf(order, new Map(), [{ itemId: 1, quantity: 1 }], 0);
    expect(first).toMatchObject({ amountKopecks: 96_667 });
    const next = refundPlanOf(order, new Map([[1, 1]]), [{ itemId: 1, quantity: 2 }], 96_667);
    expect(next).toMatchObject({
      amountKopecks: 193_332,
      pieces: [{ description: 'Платье, Чёрный, M', quantity: 2, unitKopecks: 96_666, subject: 'commodity' }],
    });
    expect(96_667 + 193_332).toBe(289_999);
  });

  it('gives back everything left with shipping, adding up to what is left of the payment', () => {
    const rest = refundPlanOf(order, new Map([[1, 1]]), undefined, 96_667);
    if (typeof rest === 'string') throw new Error(rest);
    expect(rest.amountKopecks).toBe(370_049 - 96_667);
    expect(rest.pieces.reduce((sum, piece) => sum + piece.quantity * piece.unitKopecks, 0)).toBe(
      rest.amountKopecks,
    );
    expect(rest.lines).toEqual([
      { itemId: 1, quantity: 2 },
      { itemId: 2, quantity: 1 },
    ]);
    expect(rest.pieces.at(-1)).toMatchObject({
      description: 'Курьер',
      unitKopecks: 30_050,
      subject: 'service',
    });
  });

  it('refuses lines not in the order, more units than are left, and nothing left', () => {
    expect(refundPlanOf(order, new Map(), [{ itemId: 9, quantity: 1 }], 0)).toBe(refundTexts.unknownLine);
    expect(refundPlanOf(order, new Map([[2, 1]]), [{ itemId: 2, quantity: 1 }], 50_000)).toBe(
      refundTexts.tooManyUnits('Серьги', 0),
    );
    expect(refundPlanOf(order, new Map(), undefined, 370_049)).toBe(refundTexts.nothingLeft);
  });
});
