import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, signedInAs } from '../../test/fake-api';
import { renderAdmin } from '../../test/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const category = { id: 7, level: 0, displayName: 'Платья', path: '/7/' };

async function openNewProductWithAName() {
  signedInAs('manager', {
    'GET /api/categories/flat': () => ok([category]),
    'GET /api/admin/colors': () => ok([]),
    'GET /api/admin/sizes': () => ok([]),
  });
  const view = renderAdmin('/admin/products/new');
  fireEvent.change(await screen.findByLabelText('Название (рус.)', undefined, { timeout: 5_000 }), {
    target: { value: 'Платье из льна' },
  });
  return view;
}

describe('leaving the product form', { timeout: 20_000 }, () => {
  it('asks first when there are unsaved changes, and stays when the answer is no', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = await openNewProductWithAName();
    fireEvent.click(screen.getByRole('link', { name: 'К списку товаров' }));
    expect(confirm).toHaveBeenCalledWith('Изменения не сохранены. Уйти со страницы и потерять их?');
    expect(router.state.location.pathname).toBe('/admin/products/new');
    expect(screen.getByDisplayValue('Платье из льна')).toBeTruthy();
  });

  it('leaves when the answer is yes', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { router } = await openNewProductWithAName();
    fireEvent.click(screen.getByRole('link', { name: 'К списку товаров' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
  });
});
