import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { ordersAxis } from './revenue-chart';

describe('the orders axis of the revenue chart', () => {
  it('steps by whole orders and labels no fraction', () => {
    expect(ordersAxis.incrs).toEqual(expect.arrayContaining([1, 2, 5]));
    expect((ordersAxis.incrs as number[]).every(Number.isInteger)).toBe(true);
    const label = ordersAxis.values as (u: uPlot, splits: number[]) => string[];
    expect(label({} as uPlot, [0, 0.5, 1, 1.5, 2])).toEqual(['0', '', '1', '', '2']);
  });
});
