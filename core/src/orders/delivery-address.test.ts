import { describe, expect, it } from 'vitest';
import { deliveryAddressText } from './delivery-address';

describe('an order address in one line', () => {
  it('names the city once when it is the region itself', () => {
    expect(
      deliveryAddressText({ region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' }),
    ).toBe('Москва, ул. Покровка, д. 17');
    expect(
      deliveryAddressText({ region: 'spb', city: 'санкт-петербург ', street: 'Невский пр.', house: '1' }),
    ).toBe('Санкт-Петербург, Невский пр., д. 1');
  });

  it('keeps a city other than its region', () => {
    expect(
      deliveryAddressText({
        region: 'moscow_region',
        city: 'Химки',
        street: 'ул. Мира',
        house: '2',
        apartment: '5',
      }),
    ).toBe('Московская область, Химки, ул. Мира, д. 2, кв. 5');
  });
});
