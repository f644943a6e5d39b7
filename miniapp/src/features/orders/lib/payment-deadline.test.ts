import { describe, expect, it } from 'vitest';
import { minutesLeft, onlinePaymentStage } from './payment-deadline';

const now = Date.parse('2026-11-23T12:00:00Z');
const order = {
  paymentMethod: 'telegram',
  paymentStatus: 'unpaid',
  status: 'pending',
  paymentDueAt: '2026-11-23T12:29:10Z',
};

describe('the stage of an order paid inside Telegram', () => {
  it('is payable until its due time, then expired, also once the shop has cancelled it', () => {
    expect(onlinePaymentStage(order, now, 'telegram')).toBe('payable');
    expect(onlinePaymentStage(order, Date.parse('2026-11-23T12:29:10Z'), 'telegram')).toBe('expired');
    expect(
      onlinePaymentStage({ ...order, status: 'cancelled' }, Date.parse('2026-11-23T12:40:00Z'), 'telegram'),
    ).toBe('expired');
  });

  it('tells a paid order, an order cancelled before its time and an order paid another way apart', () => {
    expect(onlinePaymentStage({ ...order, paymentStatus: 'paid' }, now, 'telegram')).toBe('paid');
    expect(onlinePaymentStage({ ...order, paymentStatus: 'refunded' }, now, 'telegram')).toBe('refunded');
    expect(onlinePaymentStage({ ...order, status: 'cancelled' }, now, 'telegram')).toBe('cancelled');
    expect(onlinePaymentStage({ ...order, paymentMethod: 'cash' }, now, 'telegram')).toBe('other-method');
  });

  it('tells a ЮKassa order by its own method', () => {
    const web = { ...order, paymentMethod: 'yookassa' };
    expect(onlinePaymentStage(web, now, 'yookassa')).toBe('payable');
    expect(onlinePaymentStage(web, now, 'telegram')).toBe('other-method');
  });

  it('counts minutes left upwards and never shows zero while time is left', () => {
    expect(minutesLeft(order.paymentDueAt, now)).toBe(30);
    expect(minutesLeft(order.paymentDueAt, Date.parse('2026-11-23T12:29:00Z'))).toBe(1);
  });
});
