import { describe, expect, it } from 'vitest';
import { isPaidOnDelivery } from './payment-on-delivery';

describe('payment on delivery', () => {
  it('counts cash and a card given to the courier as paid at the door, online payment not', () => {
    expect(isPaidOnDelivery('cash')).toBe(true);
    expect(isPaidOnDelivery('card_on_delivery')).toBe(true);
    expect(isPaidOnDelivery('telegram')).toBe(false);
    expect(isPaidOnDelivery('bank_transfer')).toBe(false);
  });
});
