import { describe, expect, it } from 'vitest';
import { minutesLeft, telegramPaymentStage } from './payment-deadline';

const now = Date.parse('2026-11-23T12:00:00Z');
const order = {
  paymentMethod: 'telegram',
  paymentStatus: 'unpaid',
  status: 'pending',
  paymentDueAt: '2026-11-23T12:29:10Z',
};

describe('the stage of an order paid inside Telegram', () => {
  it('is payable until its due time, then expired, also once the shop has cancelled it', () => {
    expect(telegramPaymentStage(order, now)).toBe('payable');
    expect(telegramPaymentStage(order, Date.parse('2026-11-23T12:29:10Z'))).toBe('expired');
    expect(telegramPaymentStage({ ...order, status: 'cancelled' }, Date.parse('2026-11-23T12:40:00Z'))).toBe(
      'expired',
    );
  });

  it('tells a paid order, an order cancelled before its time and an order paid another way apart', () => {
    expect(telegramPaymentStage({ ...order, paymentStatus: 'paid' }, now)).toBe('paid');
    expect(telegramPaymentStage({ ...order, status: 'cancelled' }, now)).toBe('cancelled');
    expect(telegramPaymentStage({ ...order, paymentMethod: 'cash' }, now)).toBe('not-telegram');
  });

  it('counts minutes left upwards and never shows zero while time is left', () => {
    expect(minutesLeft(order.paymentDueAt, now)).toBe(30);
    expect(minutesLeft(order.paymentDueAt, Date.parse('2026-11-23T12:29:00Z'))).toBe(1);
  });
});
