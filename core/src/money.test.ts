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

  it('shows kopecks when a sum has them, so a cash fee reads the same as in the CSV', () => {
    expect(spaced(formatKopecks(359_573))).toBe('3 595,73 ₽');
    expect(spaced(formatKopecks(10_470))).toBe('104,70 ₽');
    expect(spaced(formatKopecks(1))).toBe('0,01 ₽');
    expect(spaced(formatPrice('4590.5'))).toBe('4 590,50 ₽');
  });

  it('prints what ru-RU Intl prints for any sum of kopecks', () => {
    const whole = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const withKopecks = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const intl = (kopecks: number) =>
      kopecks % 100 === 0 ? whole.format(kopecks / 100) : withKopecks.format(kopecks / 100);
    for (const kopecks of [0, 50, 150, -150, -40, 99_950, 123_400, 1_299_000, 123_456_749, 1e17])
      expect(formatKopecks(kopecks)).toBe(intl(kopecks));
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (kopecks) => {
        expect(formatKopecks(kopecks)).toBe(intl(kopecks));
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: -1e10, max: 1e10, noNaN: true }), (roubles) => {
        expect(formatPrice(roubles)).toBe(intl(Math.round(roubles * 100)));
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
