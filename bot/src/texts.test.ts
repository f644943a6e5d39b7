import { describe, expect, it } from 'vitest';
import type { BuyerOrder, RepeatedLine } from './shop-data';
import { texts } from './texts';

const line = (i: number, name = `Платье ${i}`): RepeatedLine => ({
  name,
  colorName: 'Чёрный',
  sizeCode: 'M',
  quantity: 1,
});
const longName = 'Платье-рубашка из льна с поясом, длинным рукавом и отложным воротником, молочное '.repeat(
  4,
);

describe('texts that fit in one Telegram message', () => {
  it('keeps the sections of a short repeat apart with a blank line', () => {
    expect(
      texts.repeated([line(1)], [{ ...line(2), ordered: 3 }], [{ ...line(3), reason: 'нет в наличии' }]),
    ).toBe(
      [
        'Добавили в корзину:',
        '• Платье 1, Чёрный, M — 1 шт.',
        '',
        'Осталось меньше, чем было в заказе:',
        '• Платье 2, Чёрный, M — 1 из 3 шт.',
        '',
        'Нет в наличии:',
        '• Платье 3, Чёрный, M — 1 шт. (нет в наличии)',
      ].join('\n'),
    );
  });

  it('summarises a repeat of 200 lines with long names, counting products, not headings', () => {
    const added = Array.from({ length: 150 }, (_, i) => line(i, longName));
    const unavailable = Array.from({ length: 50 }, (_, i) => ({
      ...line(i, longName),
      reason: 'нет в наличии',
    }));
    const text = texts.repeated(added, [], unavailable);
    expect(text.length).toBeLessThanOrEqual(4096);
    const shown = text.split('\n').filter((row) => row.startsWith('• ')).length;
    const hidden = Number(/… и ещё (\d+) позици/.exec(text)?.[1]);
    expect(shown + hidden).toBe(200);
  });

  it('lists many orders within the limit and keeps the note on the repeat buttons', () => {
    const order = (number: number): BuyerOrder => ({
      id: `${number}`,
      number,
      statusLabel: 'Новый',
      totalText: '4 990 ₽',
      createdAt: new Date('2026-11-20T10:00:00Z'),
      itemCount: 3,
    });
    const few = texts.orders([order(1001)]);
    expect(few).toBe(
      'Ваши последние заказы:\n№1001 от 20 ноября — Новый, 4 990 ₽, позиций: 3\n\nКнопка «Повторить» положит товары заказа в корзину.',
    );
    const many = texts.orders(Array.from({ length: 200 }, (_, i) => order(1000 + i)));
    expect(many.length).toBeLessThanOrEqual(4096);
    expect(many).toMatch(
      /\n… и ещё \d+ заказ(а|ов)?\n\nКнопка «Повторить» положит товары заказа в корзину\.$/,
    );
  });
});
