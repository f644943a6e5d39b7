import { describe, expect, it } from 'vitest';
import { cloudKeysOf, fromCloudValues, mergeLists, toCloudValues } from './list-entries';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 8, minute)).toISOString();

describe("a buyer's lists kept for every device", () => {
  it('meets another list as one: every product once with its later date, newest first, at most 200', () => {
    const merged = mergeLists(
      'wishlist',
      [
        { productId: '1', addedAt: at(5) },
        { productId: '2', addedAt: at(1) },
      ],
      [
        { productId: '2', addedAt: at(7) },
        { productId: '3', addedAt: at(3) },
      ],
    );
    expect(merged).toEqual([
      { productId: '2', addedAt: at(7) },
      { productId: '1', addedAt: at(5) },
      { productId: '3', addedAt: at(3) },
    ]);
    const many = Array.from({ length: 150 }, (_, i) => ({ productId: String(i + 1), addedAt: at(i % 60) }));
    const others = many.map((entry) => ({ ...entry, productId: `9${entry.productId}` }));
    expect(mergeLists('wishlist', many, others)).toHaveLength(200);
    expect(mergeLists('viewed', many, others)).toHaveLength(20);
  });

  it("fits 200 of the longest ids into CloudStorage's values of 4096 characters, and reads them back", () => {
    const longest = Array.from({ length: 200 }, (_, i) => ({
      productId: String(2_147_483_647 - i),
      addedAt: new Date(Date.UTC(2286, 10, 20) - i * 1000).toISOString(),
    }));
    const values = toCloudValues('wishlist', longest);
    expect(cloudKeysOf('wishlist')).toEqual(['wishlist_0', 'wishlist_1']);
    expect(cloudKeysOf('viewed')).toEqual(['viewed_0']);
    expect(values).toHaveLength(2);
    for (const value of values) expect(value.length).toBeLessThanOrEqual(4096);
    expect(fromCloudValues('wishlist', values)).toEqual(longest);
  });

  it('clears the second key when the list shrinks, and skips what is not an entry', () => {
    expect(toCloudValues('wishlist', [{ productId: '7', addedAt: '2026-11-29T08:00:00.000Z' }])).toEqual([
      '7:1795939200',
      '',
    ]);
    expect(fromCloudValues('wishlist', ['7:1795939200,<b>,8', ''])).toEqual([
      { productId: '7', addedAt: '2026-11-29T08:00:00.000Z' },
    ]);
  });
});
