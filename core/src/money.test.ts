import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatKopecks,
  formatPrice,
  lineTotalKopecks,
  roublesToKopecks,
  subtotalKopecks,
  sumKopecks,
} from './money';

const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('money', () => {
  it('formats roubles and kopecks the same ru-RU way', () => {
    expect(spaced(formatPrice(12990))).toBe('12 990 ₽');
    expect(spaced(formatKopecks(1_299_000))).toBe('12 990 ₽');
    expect(formatKopecks(null)).toBe('Цена не указана');
    expect(formatPrice(undefined)).toBe('Цена не указана');
  });

  it('prints what ru-RU Intl prints for any sum of roubles', () => {
    const intl = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    for (const roubles of [0, -0, 0.5, 1.5, -1.5, -0.4, 999.5, 1234, 12_990, 1_234_567.49, 1e15])
      expect(formatPrice(roubles)).toBe(intl.format(roubles));
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (roubles) => {
        expect(formatPrice(roubles)).toBe(intl.format(roubles));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (kopecks) => {
        expect(formatKopecks(kopecks)).toBe(intl.format(kopecks / 100));
      }),
    );
  });

  it('adds lines in whole kopecks, where float roubles would drift', () => {
    const lines = [
      { priceKopecks: roublesToKopecks(0.1), quantity: 3 },
      { priceKopecks: roublesToKopecks(0.2), quantity: 1 },
    ];
    expect(0.1 * 3).not.toBe(0.3);
    expect(lineTotalKopecks(lines[0]!)).toBe(30);
    expect(subtotalKopecks(lines)).toBe(50);
    expect(sumKopecks([])).toBe(0);
  });
});
