import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, signedInAs } from '../../../test/fake-api';
import { renderAdmin } from '../../../test/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const change = (id: number, entity: string, action: string, before: unknown, after: unknown) => ({
  id,
  actor: { id: null, name: 'Мария Редактор' },
  entity,
  entityId: String(id),
  action,
  before,
  after,
  createdAt: '2026-11-23T10:00:00.000Z',
});

describe('audit log screen', { timeout: 20_000 }, () => {
  it('names records and actions in Russian and shows only the fields a change touched', async () => {
    signedInAs('admin', {
      'GET /api/admin/audit': () =>
        ok({
          changes: [
            change(
              7,
              'category',
              'update',
              { name: { ru: 'Платья' }, slug: 'dresses', isActive: true },
              { name: { ru: 'Платья и сарафаны' }, slug: 'dresses', isActive: false },
            ),
            change(8, 'color', 'create', null, { code: 'RED', hex: '#D32F2F' }),
            change(9, 'order', 'status', { status: 'pending' }, { status: 'confirmed' }),
          ],
          pagination: { page: 1, pages: 1, total: 3, limit: 20, hasNext: false },
        }),
    });
    renderAdmin('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Изменения' }, { timeout: 5000 });
    const [, category, color, order] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(category!).slice(2)).toEqual([
      'Категория #7',
      'Изменение',
      'name: ПлатьяisActive: дабез изменений: 1',
      'name: Платья и сарафаныisActive: нетбез изменений: 1',
    ]);
    expect(cells(color!).slice(2)).toEqual(['Цвет #8', 'Создание', '—', 'code: REDhex: #D32F2F']);
    expect(cells(order!).slice(3, 4)).toEqual(['Смена статуса']);
  });
});
