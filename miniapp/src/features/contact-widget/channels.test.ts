import { describe, expect, it } from 'vitest';
import { channelActions } from './channels';

describe('contact widget channels', () => {
  it('shows a channel only when it is not switched off and has its key field', () => {
    const actions = channelActions({
      channels: {
        whatsapp: { phone: '+7 (900) 123-45-67', message: 'Здравствуйте!' },
        telegram: { enabled: false, username: 'shop_support', message: '' },
        phone: { number: '' },
        max: { contact: 'shop', message: 'Вопрос' },
      },
    } as never);
    expect(actions.map((action) => action.kind)).toEqual(['whatsapp', 'max']);
    expect(actions[0]?.href).toBe(
      'https://wa.me/79001234567?text=%D0%97%D0%B4%D1%80%D0%B0%D0%B2%D1%81%D1%82%D0%B2%D1%83%D0%B9%D1%82%D0%B5!',
    );
    expect(actions[1]?.clipboard).toBe('Вопрос\nshop');
  });

  it('opens Telegram with the username and the encoded start text, and the phone with tel:', () => {
    const actions = channelActions({
      channels: {
        whatsapp: { phone: '' },
        telegram: { username: '@shop_support', message: 'Привет' },
        phone: { number: '+7 900 123-45-67' },
        max: { contact: '' },
      },
    } as never);
    expect(actions.map((action) => action.href)).toEqual([
      'https://t.me/shop_support?start=%D0%9F%D1%80%D0%B8%D0%B2%D0%B5%D1%82',
      'tel:+79001234567',
    ]);
  });
});
