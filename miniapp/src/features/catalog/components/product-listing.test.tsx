import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
