import { defaultStoreSettings } from '@shop/core';
import { describe, expect, it } from 'vitest';
import type { CartGoodsLine } from '../cart';
import { orderRequestAction, orderRequestMessage, quickOrderMethods } from './order-request';

const widget = defaultStoreSettings.footerData.contactWidget;

const item = (overrides: Partial<CartGoodsLine> = {}): CartGoodsLine => ({
  name: 'Платье миди',
  unitPriceKopecks: 499000,
  size: 'M',
  colorName: 'Красный',
  quantity: 2,
  ...overrides,
});

/** formatKopecks separates thousands with no-break spaces. */
const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ');

const request = {
  settings: widget,
  items: [
    item(),
    item({ name: 'Шарф', colorName: 'Тёмно-синий', size: '', quantity: 1, unitPriceKopecks: 150000 }),
  ],
  totalKopecks: 1148000,
};

describe('quick order request', () => {
  it('writes one line per cart line with the Russian color, the size, the quantity and the price, and the total', () => {
    expect(plain(orderRequestMessage(request))).toBe(
      [
        'Здравствуйте! Хочу оформить заказ:',
        '1. Платье миди, Красный, размер M — 2 шт. × 4 990 ₽',
        '2. Шарф, Тёмно-синий — 1 шт. × 1 500 ₽',
        'Итого: 11 480 ₽',
      ].join('\n'),
    );
  });

  it('fills the customer placeholders and leaves no order number before the order exists', () => {
    const settings = {
      ...widget,
      checkout: {
        ...widget.checkout,
        messageTemplates: {
          ...widget.checkout.messageTemplates,
          orderRequest: '{name}, {phone}: {total}{orderNumber}',
        },
      },
    };
    expect(
      plain(
        orderRequestMessage({ ...request, settings, customer: { name: 'Анна', phone: '+7 900 000-00-00' } }),
      ),
    ).toBe('Анна, +7 900 000-00-00: 11 480 ₽');
  });

  it('opens WhatsApp with the digits of the phone and Telegram with the username and the text', () => {
    const message = encodeURIComponent(orderRequestMessage(request) ?? '');
    expect(orderRequestAction({ ...request, method: 'whatsapp' })).toEqual({
      kind: 'whatsapp',
      href: `https://wa.me/74951204567?text=${message}`,
    });
    expect(orderRequestAction({ ...request, method: 'telegram' })).toEqual({
      kind: 'telegram',
      href: `https://t.me/lastochka_shop?text=${message}`,
    });
  });

  it('opens the MAX site and copies the message with the contact', () => {
    const settings = { ...widget, channels: { ...widget.channels, max: { contact: '+7 900 111-22-33' } } };
    const action = orderRequestAction({ ...request, settings, method: 'max' });
    expect(action?.href).toBe('https://max.ru/');
    expect(action?.clipboard).toBe(`${orderRequestMessage(request)}\n+7 900 111-22-33`);
  });

  it('cannot compose with an empty template, an empty cart or a channel without its key', () => {
    const emptyTemplate = {
      ...widget,
      checkout: {
        ...widget.checkout,
        messageTemplates: { ...widget.checkout.messageTemplates, orderRequest: ' ' },
      },
    };
    expect(orderRequestAction({ ...request, settings: emptyTemplate, method: 'whatsapp' })).toBeNull();
    expect(orderRequestAction({ ...request, items: [], method: 'whatsapp' })).toBeNull();
    const noKeys = {
      ...widget,
      channels: {
        telegram: { ...widget.channels.telegram, username: '' },
        whatsapp: { ...widget.channels.whatsapp, phone: '' },
        max: { contact: '' },
      },
    };
    for (const method of ['telegram', 'whatsapp', 'max'] as const) {
      expect(orderRequestAction({ ...request, settings: noKeys, method })).toBeNull();
    }
  });

  it('offers the messengers switched on for checkout, none when checkout is off', () => {
    expect(quickOrderMethods(widget)).toEqual(['telegram', 'whatsapp']);
    expect(quickOrderMethods({ ...widget, checkout: { ...widget.checkout, maxEnabled: true } })).toEqual([
      'telegram',
      'whatsapp',
      'max',
    ]);
    expect(quickOrderMethods({ ...widget, checkout: { ...widget.checkout, enabled: false } })).toEqual([]);
  });
});
