import { filtersFromParams } from '@shop/core/rules';
import { describe, expect, it } from 'vitest';
import { activeFilterCount, toggleIn, withFilters } from './catalog-params';

describe('catalogue URL', () => {
  it('reads filters, sort and page from the query, ignoring what it does not know', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'filter=sale&minPrice=1000&maxPrice=abc&colors=RED,BLK&sizes=S&inStock=true&sort=bad&page=2',
      ),
    );
    expect(filters).toEqual({
      category: undefined,
      filter: 'sale',
      minPrice: 1000,
      maxPrice: undefined,
      colors: ['RED', 'BLK'],
      sizes: ['S'],
      inStock: true,
      sort: 'newest',
      page: 2,
    });
    expect(activeFilterCount(filters)).toBe(5);
    expect(filtersFromParams(new URLSearchParams('category=x'), 'platya').category).toBe('platya');
  });

  it('reads a price range typed the wrong way round («от 9000 до 100») as the range between its ends', () => {
    const filters = filtersFromParams(new URLSearchParams('minPrice=9000&maxPrice=100'));
    expect([filters.minPrice, filters.maxPrice]).toEqual([100, 9000]);
  });

  it('starts again from the first page when a filter changes, and drops empty values', () => {
    const next = withFilters(new URLSearchParams('filter=new&page=3&colors=RED'), {
      colors: null,
      sort: 'price_asc',
    });
    expect(next.toString()).toBe('filter=new&sort=price_asc');
    expect(withFilters(new URLSearchParams('page=1'), { page: '2' }).toString()).toBe('page=2');
    expect(toggleIn(['RED'], 'BLK')).toBe('RED,BLK');
    expect(toggleIn(['RED'], 'RED')).toBeNull();
  });
});
