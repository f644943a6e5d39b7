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
