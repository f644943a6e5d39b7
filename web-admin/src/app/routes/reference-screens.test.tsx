import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, signedInAs } from '../../test/fake-api';
import { renderAdmin } from '../../test/render-admin';

const red = { code: 'RED', name: { ru: 'Красный', en: 'Red' }, hex: '#D32F2F', sortOrder: 1, isActive: true };
const one = {
  code: 'ONE',
  name: { ru: 'Единый размер' },
  productType: 'accessories',
  sortOrder: 0,
  isActive: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('colors and sizes screens', { timeout: 20_000 }, () => {
  it('lists the colors with their swatch, name and status', async () => {
    signedInAs('manager', { 'GET /api/admin/colors': () => ok([red]) });
    renderAdmin('/admin/colors');
    const table = await screen.findByRole('table', { name: 'Цвета' });
    const row = within(table).getByRole('row', { name: /Красный/ });
    expect(within(row).getByText('#D32F2F')).toBeTruthy();
    expect(within(row).getByText('Активен')).toBeTruthy();
  });

  it('shows why a size in use cannot be deleted', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    signedInAs('manager', {
      'GET /api/admin/sizes': () => ok([one]),
      'DELETE /api/admin/sizes/ONE': () => fail(409, 'CONFLICT', 'Размер используется в 3 товарах'),
    });
    renderAdmin('/admin/sizes');
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить: ONE' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Размер используется в 3 товарах');
    expect(screen.getByRole('row', { name: /Единый размер/ })).toBeTruthy();
  });

  it('opens the edit form with the entry filled in', async () => {
    signedInAs('admin', { 'GET /api/admin/sizes': () => ok([one]) });
    renderAdmin('/admin/sizes');
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить: ONE' }));
    expect(await screen.findByText('Изменение размера ONE')).toBeTruthy();
    expect(screen.getByDisplayValue('Единый размер')).toBeTruthy();
  });

  it('says when there are no colors yet', async () => {
    signedInAs('admin', { 'GET /api/admin/colors': () => ok([]) });
    renderAdmin('/admin/colors');
    expect(await screen.findByText('Цветов пока нет')).toBeTruthy();
  });
});
