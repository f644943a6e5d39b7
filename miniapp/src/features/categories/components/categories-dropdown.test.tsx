import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, never, ok, renderWithProviders, stubApi } from '../../../test/render';
import type { Category } from '../types';
import { CategoriesDropdown } from './categories-dropdown';

const dress: Category = {
  _id: 'c1',
  id: 11,
  slug: 'platya',
  name: { ru: 'Платья', en: 'Dresses' },
  displayName: 'Платья',
  image: null,
  level: 0,
  path: 'platya',
  parent: null,
  productType: 'clothing',
  isActive: true,
  isVisible: true,
  isFeatured: true,
  showOnHomepage: true,
  homepageOrder: 1,
  sortOrder: 1,
  productCount: 12,
  viewCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  children: [],
};

function openDropdown() {
  renderWithProviders(<CategoriesDropdown />);
  const trigger = screen.getByRole('button', { name: 'Категории' });
  fireEvent.click(trigger);
  return trigger;
}

describe('categories dropdown', () => {
  it('says "Загрузка..." while the categories load', () => {
    vi.stubGlobal('fetch', stubApi({ '/api/categories/tree': never() }));
    openDropdown();
    expect(screen.getByText('Загрузка...')).toBeTruthy();
  });

  it('says "Ошибка загрузки" when the call fails, and offers the built-in categories', async () => {
    vi.stubGlobal('fetch', stubApi({ '/api/categories/tree': fail(500) }));
    openDropdown();
    expect(await screen.findByText('Ошибка загрузки')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Женская одежда' }).getAttribute('href')).toBe(
      '/products?category=zhenskaya-odezhda',
    );
    expect(screen.getByRole('link', { name: 'Женская обувь' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Аксессуары' })).toBeTruthy();
  });

  it('says "Категории не найдены" when there are none', async () => {
    vi.stubGlobal('fetch', stubApi({ '/api/categories/tree': ok([]) }));
    openDropdown();
    expect(await screen.findByText('Категории не найдены')).toBeTruthy();
  });

  it('lists the homepage categories as catalogue filters', async () => {
    const fetchMock = vi.fn(stubApi({ '/api/categories/tree': ok([dress]) }));
    vi.stubGlobal('fetch', fetchMock);
    openDropdown();
    const link = await screen.findByRole('link', { name: /Платья/ });
    expect(link.getAttribute('href')).toBe('/products?category=platya');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/categories/tree?activeOnly=true&showOnHomepage=true',
    );
  });

  it('closes on Escape and gives focus back to its button', async () => {
    vi.stubGlobal('fetch', stubApi({ '/api/categories/tree': ok([dress]) }));
    const trigger = openDropdown();
    const link = await screen.findByRole('link', { name: /Платья/ });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.queryByRole('link', { name: /Платья/ })).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
