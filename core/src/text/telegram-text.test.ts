import { describe, expect, it } from 'vitest';
import { cutText, fitMessage, TELEGRAM_LIMITS } from './telegram-text';

const more = (hidden: number) => `… и ещё ${hidden}`;

describe('fitMessage', () => {
  it('keeps a short message whole', () => {
    expect(fitMessage({ head: ['Заказ №1'], lines: ['• Платье — 1 шт.'], tail: ['Итого'], more })).toBe(
      'Заказ №1\n• Платье — 1 шт.\nИтого',
    );
  });

  it('summarises the lines of a 200-line order within 4,096 characters, head and tail kept', () => {
    const lines = Array.from(
      { length: 200 },
      (_, i) => `• Платье с очень длинным названием номер ${i + 1}, Зелёный, XL — 5 шт. (опт)`,
    );
    const text = fitMessage({
      head: ['Новый заказ №42 на 1 000 000 ₽'],
      lines,
      tail: ['Весь заказ: https://shop.example/admin/orders/1'],
      more,
    });
    expect(text.length).toBeLessThanOrEqual(TELEGRAM_LIMITS.text);
    expect(text.startsWith('Новый заказ №42 на 1 000 000 ₽\n• Платье')).toBe(true);
    expect(text.endsWith('Весь заказ: https://shop.example/admin/orders/1')).toBe(true);
    const shown = text.split('\n').filter((line) => line.startsWith('•')).length;
    expect(text).toContain(`… и ещё ${200 - shown}\n`);
    expect(shown).toBeGreaterThan(30);
  });

  it('cuts one enormous line and an enormous head', () => {
    const text = fitMessage({ head: ['x'.repeat(10_000)], lines: ['y'.repeat(10_000)], more });
    expect(text.length).toBe(TELEGRAM_LIMITS.text);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('cutText', () => {
  it('never splits an emoji', () => {
    const cut = cutText(`${'a'.repeat(8)}😀😀`, 10);
    expect(cut).toBe(`${'a'.repeat(8)}…`);
  });
});
