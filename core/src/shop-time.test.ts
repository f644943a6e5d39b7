import { describe, expect, it } from 'vitest';
import {
  addDays,
  SHOP_TIME_ZONE,
  SHOP_UTC_OFFSET,
  shopDateFormat,
  shopDayEndIso,
  shopDayOf,
  shopDayStart,
  shopDayStartIso,
} from './shop-time';

describe('the shop clock', () => {
  it('keeps Moscow time, three hours ahead of UTC all year', () => {
    expect(SHOP_TIME_ZONE).toBe('Europe/Moscow');
    for (const month of ['01', '04', '07', '10']) {
      const noon = new Date(`2026-${month}-15T12:00:00Z`);
      const hour = shopDateFormat({ hour: '2-digit', hourCycle: 'h23' }, 'en-GB').format(noon);
      expect(hour).toBe('15');
      expect(shopDayStart(`2026-${month}-15`).toISOString()).toBe(`2026-${month}-14T21:00:00.000Z`);
    }
    expect(SHOP_UTC_OFFSET).toBe('+03:00');
  });

  it('counts a day from midnight in Moscow, not in UTC', () => {
    expect(shopDayOf(new Date('2026-11-25T20:59:59Z'))).toBe('2026-11-25');
    expect(shopDayOf(new Date('2026-11-25T21:00:00Z'))).toBe('2026-11-26');
    expect(shopDayOf(Date.parse('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
    expect(shopDayOf('2026-06-01T00:00:00+03:00')).toBe('2026-06-01');
  });

  it('writes a day as the ISO date-times its first and last second begin', () => {
    expect(shopDayStartIso('2026-06-01')).toBe('2026-06-01T00:00:00+03:00');
    expect(shopDayEndIso('2026-12-31')).toBe('2026-12-31T23:59:59+03:00');
    expect(Number.isNaN(shopDayStart('2026-13-01').getTime())).toBe(true);
  });

  it('steps over months and years by calendar days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-26', -29)).toBe('2026-10-28');
  });

  it('formats dates in Moscow time whatever the machine’s zone', () => {
    const lateEvening = new Date('2026-11-25T22:00:00Z');
    expect(shopDateFormat({ day: 'numeric', month: 'long' }).format(lateEvening)).toBe('26 ноября');
  });
});
