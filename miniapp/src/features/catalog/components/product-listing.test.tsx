import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../../test/products';
import { renderWithProviders } from '../../../test/render';
import { ProductListing } from './product-listing';

const category = (slug: string, productType: string, children: unknown[] = []) => ({
  _id: slug,
  id: slug.length,
  slug,
  name: { ru: slug },
  displayName: slug,
  image: null,
  level: 0,
  path: '/',
  parent: null,
  productType,
  children,
});

const sizesByType: Record<string, string[]> = {
  clothing: ['XS', 'S', 'M'],
  footwear: ['36', '37', '38'],
  all: ['XS', 'S', 'M', '36', '37', '38'],
};

beforeEach(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = (data: unknown) => Response.json({ success: true, data });
    if (url.pathname === '/api/categories/tree') {
      return answer([category('zhenskaya-odezhda', 'clothing'), category('zhenskaya-obuv', 'footwear')]);
    }
    if (url.pathname === '/api/sizes') {
      const type = url.searchParams.get('productType') ?? 'all';
      return answer((sizesByType[type] ?? []).map((code, sortOrder) => ({ code, sortOrder })));
    }
    if (url.pathname === '/api/products') {
      return answer({ products: [], pagination: { page: 1, limit: 12, total: 0, pages: 0, hasNext: false } });
    }
    return Response.json(
      { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } },
      { status: 404 },
    );
  });
});

/** The size options once the filter has settled on them (categories and sizes arrive in turn). */
const expectSizeOptions = (expected: string[]) =>
  waitFor(() => {
    const group = screen.getByRole('group', { name: 'Размер' });
    const shown = within(group)
      .queryAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(shown).toEqual(expected);
  });

describe('the catalogue size filter', () => {
  it('offers shoe sizes only in a footwear category', async () => {
    renderWithProviders(<ProductListing categorySlug="zhenskaya-obuv" />);
    await expectSizeOptions(['36', '37', '38']);
  });

  it('offers every size in the whole catalogue', async () => {
    renderWithProviders(<ProductListing />);
    await expectSizeOptions(['XS', 'S', 'M', '36', '37', '38']);
  });
});

describe('resetting the filters', () => {
  it('offers «Сбросить фильтры» in the panel while a filter is set, keeping the sort', async () => {
    renderWithProviders(
      <ProductListing />,
      '/products?minPrice=9000&maxPrice=100&inStock=true&sort=price_asc',
    );
    const panel = screen.getByRole('complementary', { name: 'Фильтры' });
    fireEvent.click(await within(panel).findByRole('link', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(within(panel).queryByRole('link', { name: 'Сбросить фильтры' })).toBeNull());
    expect((within(panel).getByLabelText('Только в наличии') as HTMLInputElement).checked).toBe(false);
    expect((within(panel).getByLabelText('Цена от') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Сортировка' }) as HTMLSelectElement).value).toBe(
      'price_asc',
    );
  });

  it('offers no reset while nothing is filtered', async () => {
    renderWithProviders(<ProductListing />, '/products');
    await expectSizeOptions(['XS', 'S', 'M', '36', '37', '38']);
    expect(screen.queryByRole('link', { name: 'Сбросить фильтры' })).toBeNull();
  });
});

describe('«Показать ещё» in a large category', () => {
  /** 130 products, served the way the API serves them: `limit` capped at 100, `page` counted from 1. */
  const catalogue = Array.from({ length: 130 }, (_, index) =>
    makeProduct({ id: index + 1, _id: String(index + 1), name: { ru: `Товар ${index + 1}` } }),
  );
  const listCalls: { page: number; limit: number }[] = [];

  beforeEach(() => {
    listCalls.length = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const answer = (data: unknown) => Response.json({ success: true, data });
      if (url.pathname === '/api/products') {
        const page = Number(url.searchParams.get('page') ?? 1);
        const limit = Math.min(Number(url.searchParams.get('limit') ?? 20), 100);
        listCalls.push({ page, limit });
        const pages = Math.ceil(catalogue.length / limit);
        return answer({
          products: catalogue.slice((page - 1) * limit, page * limit),
          pagination: { page, limit, total: catalogue.length, pages, hasNext: page < pages },
        });
      }
      if (url.pathname === '/api/categories/tree') return answer([category('platya', 'clothing')]);
      if (url.pathname === '/api/sizes') return answer([]);
      return Response.json(
        { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } },
        { status: 404 },
      );
    });
  });

  /** The button by its text: role queries over a hundred cards are slow in a test DOM. */
  const showMore = async () => {
    const label = await screen.findByText('Показать ещё');
    const button = label.closest('button');
    if (!button) throw new Error('«Показать ещё» is not a button');
    return button;
  };
  const shownProducts = () => screen.queryAllByText(/^Товар \d+$/).length;

  it('pages to the last product, one next page per press, and then goes away', async () => {
    renderWithProviders(<ProductListing categorySlug="platya" />, '/products/category/platya');
    await waitFor(() => expect(shownProducts()).toBeGreaterThan(0));
    expect(screen.getByText('130 товаров')).toBeTruthy();
    expect(listCalls).toEqual([{ page: 1, limit: 12 }]);

    for (let page = 2; page <= 11; page += 1) {
      fireEvent.click(await showMore());
      await waitFor(() => expect(shownProducts()).toBe(Math.min(page * 12, 130)));
      // Only the next page is asked for: nothing already shown is downloaded again.
      expect(listCalls.at(-1)).toEqual({ page, limit: 12 });
      expect(listCalls).toHaveLength(page);
    }
    expect(screen.getByText('Товар 130')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Показать ещё')).toBeNull());
  }, 60_000);

  it('opens a shared link at page 3 with the first three pages', async () => {
    renderWithProviders(<ProductListing categorySlug="platya" />, '/products/category/platya?page=3');
    await waitFor(() => expect(shownProducts()).toBe(36));
    expect(listCalls).toEqual([
      { page: 1, limit: 12 },
      { page: 2, limit: 12 },
      { page: 3, limit: 12 },
    ]);
    expect(await showMore()).toBeTruthy();
  });
});
