import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, renderApp, stubApi } from '../../test/render';

const productsAsked: URLSearchParams[] = [];

/** The catalogue with an empty list; the list's calls are kept to read their filters. */
function openCatalogue() {
  productsAsked.length = 0;
  const emptyList = ok({
    products: [],
    pagination: { page: 1, limit: 12, total: 0, pages: 0, hasNext: false },
  });
  const api = stubApi({ '/api/products': emptyList });
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/products') productsAsked.push(url.searchParams);
    return api(input);
  });
  return renderApp('/products');
}

describe('«В моих размерах» in the catalogue', () => {
  it('sets the size filter to her sizes in one tap, and clears it', async () => {
    localStorage.setItem('my-sizes', JSON.stringify({ clothing: 'M', footwear: '38' }));
    const { router } = openCatalogue();
    const mine = await screen.findByRole('checkbox', { name: 'В моих размерах' });
    expect((mine as HTMLInputElement).checked).toBe(false);

    fireEvent.click(mine);
    await waitFor(() => expect(router.state.location.search).toBe('?sizes=M%2C38'));
    expect((mine as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(productsAsked.at(-1)?.get('sizes')).toBe('M,38'));

    fireEvent.click(mine);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('is not offered before she has chosen a size', async () => {
    openCatalogue();
    await waitFor(() => expect(productsAsked.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('checkbox', { name: 'В моих размерах' })).toBeNull();
  });
});
