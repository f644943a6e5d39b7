import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../accounts/credentials';
import { formatKopecks } from '../money';
import {
  addressErrorsFor,
  checkoutInput,
  checkoutTexts,
  isPickupMethod,
  normalizeRussianPhone,
  paymentFeeKopecks,
} from './checkout-input';
import { allowedNextStatuses, buyerMayCancel, canMoveOrder } from './order-status';
import { orderTexts } from './order-texts';
import { invoicePricesOf, paidAmountText } from './telegram-payment';

const valid = {
  contact: { name: 'Анна Смирнова', phone: '8 (900) 123-45-67' },
  address: { region: 'moscow', city: 'Москва', street: 'Покровка', house: '17' },
  shippingMethodId: 'courier',
};

describe('order statuses', () => {
  it('moves forward one step and cancels only before the parcel leaves', () => {
    expect(canMoveOrder('pending', 'confirmed')).toBe(true);
    expect(canMoveOrder('pending', 'shipped')).toBe(false);
    expect(canMoveOrder('processing', 'cancelled')).toBe(true);
    expect(canMoveOrder('shipped', 'cancelled')).toBe(false);
    expect(allowedNextStatuses('delivered')).toEqual([]);
    expect(allowedNextStatuses('cancelled')).toEqual([]);
  });

  it('lets a buyer cancel while pending or confirmed only', () => {
    expect(buyerMayCancel('pending')).toBe(true);
    expect(buyerMayCancel('confirmed')).toBe(true);
    expect(buyerMayCancel('processing')).toBe(false);
  });

  it('names both statuses in Russian when a move is refused', () => {
    expect(orderTexts.transitionNotAllowed('shipped', 'cancelled')).toBe(
      'Нельзя перевести заказ из статуса «Отправлен» в «Отменён»',
    );
  });
});

describe('checkout input', () => {
  it('normalises Russian phone numbers to +7XXXXXXXXXX', () => {
    expect(normalizeRussianPhone('+7 (900) 123-45-67')).toBe('+79001234567');
    expect(normalizeRussianPhone('89001234567')).toBe('+79001234567');
    expect(normalizeRussianPhone('9001234567')).toBe('+79001234567');
    expect(normalizeRussianPhone('+7 495 120-45-67')).toBe('+74951204567');
    expect(normalizeRussianPhone('+1 202 555 0100')).toBeNull();
    expect(normalizeRussianPhone('+7 700 123 45 67')).toBeNull();
    expect(normalizeRussianPhone('12345')).toBeNull();
  });

  it('accepts a filled form, with cash on delivery by default', () => {
    const parsed = checkoutInput.parse(valid);
    expect(parsed.contact.phone).toBe('+79001234567');
    expect(parsed.paymentMethod).toBe('cash');
    expect(parsed.contact.email).toBeUndefined();
  });

  it('names every wrong field in Russian', () => {
    const result = checkoutInput.safeParse({
      contact: { name: 'А', phone: '123', email: 'not-an-email' },
      address: { region: '', city: ' ', postalCode: '12' },
      shippingMethodId: '',
      paymentMethod: 'crypto',
      comment: 'x'.repeat(1001),
    });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      'contact.name': checkoutTexts.name,
      'contact.phone': checkoutTexts.phone,
      'contact.email': checkoutTexts.email,
      'address.postalCode': checkoutTexts.postalCode,
      shippingMethodId: checkoutTexts.shippingMethod,
      paymentMethod: checkoutTexts.paymentMethod,
      comment: checkoutTexts.comment,
    });
  });

  it('asks a delivery for the whole address and a pickup at the shop for none', () => {
    expect(addressErrorsFor({ region: 'moscow', city: 'Москва' }, false)).toEqual({
      'address.street': checkoutTexts.street,
      'address.house': checkoutTexts.house,
    });
    expect(addressErrorsFor({ city: ' ', street: 'Покровка', house: '17' }, false)).toEqual({
      'address.region': checkoutTexts.region,
      'address.city': checkoutTexts.city,
    });
    expect(addressErrorsFor({}, true)).toEqual({});
    expect(isPickupMethod({ pickupAddress: 'Москва, Покровка, 17' })).toBe(true);
    expect(isPickupMethod({ pickupAddress: ' ' })).toBe(false);
    expect(isPickupMethod(null)).toBe(false);
  });

  it('charges the cash commission, rounded half up, for cash only', () => {
    expect(paymentFeeKopecks('cash', 299_050)).toBe(8972);
    expect(paymentFeeKopecks('cash', 100_000, 5)).toBe(5000);
    expect(paymentFeeKopecks('card_on_delivery', 100_000)).toBe(0);
  });
});

describe('paidAmountText', () => {
  it('shows kopecks when a payment has them, and other currencies as Telegram gave them', () => {
    expect(paidAmountText('RUB', 309_000)).toBe(formatKopecks(309_000));
    expect(paidAmountText('RUB', 1).replace(/\s/g, ' ')).toBe('0,01 ₽');
    expect(paidAmountText('XTR', 150)).toBe('150 ⭐');
    expect(paidAmountText('USD', 500)).toBe('500 USD (в минимальных единицах валюты)');
  });
});

describe('invoicePricesOf', () => {
  it('lists each line at its own price and the promocode discount as a price of its own', () => {
    const prices = invoicePricesOf({
      items: [
        {
          name: 'Платье',
          colorName: 'Чёрный',
          sizeName: 'M',
          sizeCode: 'M',
          quantity: 1,
          priceKopecks: 399_000,
        },
        { name: 'Шарф', colorName: 'Белый', sizeName: null, sizeCode: 'ONE', quantity: 2, priceKopecks: 0 },
      ],
      discountKopecks: 15_300,
      promocodeCode: 'SALE153',
      shippingMethodName: 'Курьер',
      shippingFeeKopecks: 30_000,
      paymentFeeKopecks: 12_411,
      totalKopecks: 426_111,
    });
    expect(prices).toEqual([
      { label: 'Платье, Чёрный, M × 1', amount: 399_000 },
      { label: 'Скидка по промокоду SALE153', amount: -15_300 },
      { label: 'Курьер', amount: 30_000 },
      { label: 'Комиссия', amount: 12_411 },
    ]);
    expect(prices.reduce((sum, price) => sum + price.amount, 0)).toBe(426_111);
  });
});
