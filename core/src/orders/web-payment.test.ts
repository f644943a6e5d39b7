import { describe, expect, it } from 'vitest';
import { receiptCustomerOf, receiptLinesOf } from './web-payment';

const order = {
  customer: { phone: '+79001234567' },
  items: [
    {
      name: 'Платье миди',
      colorName: 'Чёрный',
      sizeName: 'M',
      sizeCode: 'M',
      quantity: 3,
      lineTotalKopecks: 1_001,
    },
    {
      name: 'Шарф',
      colorName: 'Серый',
      sizeName: null,
      sizeCode: 'ONE',
      quantity: 2,
      lineTotalKopecks: 50_000,
    },
  ],
  shippingMethodName: 'Курьер',
  shippingFeeKopecks: 30_050,
  paymentFeeKopecks: 0,
  totalKopecks: 81_051,
};

describe('the 54-ФЗ receipt of an order paid online', () => {
  it('lists each line at what was paid for it, a kopeck over split off, and shipping as a service', () => {
    const lines = receiptLinesOf(order);
    expect(lines).toEqual([
      { description: 'Платье миди, Чёрный, M', quantity: 2, unitKopecks: 334, subject: 'commodity' },
      { description: 'Платье миди, Чёрный, M', quantity: 1, unitKopecks: 333, subject: 'commodity' },
      { description: 'Шарф, Серый, ONE', quantity: 2, unitKopecks: 25_000, subject: 'commodity' },
      { description: 'Курьер', quantity: 1, unitKopecks: 30_050, subject: 'service' },
    ]);
    const sum = lines.reduce((total, line) => total + line.quantity * line.unitKopecks, 0);
    expect(sum).toBe(order.totalKopecks);
  });

  it('names the buyer by email, else by phone in digits', () => {
    expect(receiptCustomerOf({ phone: '+79001234567', email: 'anna@example.ru' })).toEqual({
      email: 'anna@example.ru',
    });
    expect(receiptCustomerOf({ phone: '+79001234567' })).toEqual({ phone: '79001234567' });
  });
});
