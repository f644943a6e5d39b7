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
  it('names records and actions in Russian and tells each change in words, not JSON', async () => {
    signedInAs('admin', {
      'GET /api/admin/audit': () =>
        ok({
          changes: [
            change(
              7,
              'category',
              'update',
              { name: { ru: 'Платья' }, isActive: true },
              { name: { ru: 'Платья и сарафаны' }, isActive: false },
            ),
            change(8, 'color', 'create', null, { code: 'RED', hex: '#D32F2F' }),
            change(9, 'order', 'status', { status: 'pending' }, { status: 'confirmed' }),
            change(
              10,
              'product',
              'update',
              {
                priceKopecks: 399_000,
                retail: { enabled: false },
                wholesale: { discountPercentage: 10 },
                variants: [
                  { colorCode: 'RED', sizeCode: 'S', sku: 'DR-RED-S', quantity: 3 },
                  { colorCode: 'RED', sizeCode: 'M', sku: 'DR-RED-M', quantity: 1 },
                ],
              },
              {
                priceKopecks: 359_000,
                retail: { enabled: true },
                wholesale: { discountPercentage: 15 },
                variants: [{ colorCode: 'RED', sizeCode: 'S', sku: 'DR-RED-S', quantity: 5 }],
              },
            ),
            change(11, 'stock', 'stock-import', { 'DR-RED-S': 5 }, { 'DR-RED-S': 0 }),
            change(
              12,
              'promotion',
              'update',
              { discountType: 'percentage', discountPercent: 15, scope: 'all', endsAt: null },
              {
                discountType: 'fixed',
                discountKopecks: 150_000,
                scope: 'categories',
                endsAt: '2026-11-30T20:59:59.000Z',
              },
            ),
          ],
          pagination: { page: 1, pages: 1, total: 6, limit: 20, hasNext: false },
        }),
    });
    renderAdmin('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Изменения' }, { timeout: 5000 });
    const [, category, color, order, product, stock, promotion] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const lines = (row: HTMLElement) =>
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/[\u00a0\u202f]/g, ' '));
    expect(cells(category!).slice(2, 4)).toEqual(['Категория #7', 'Изменение']);
    expect(lines(category!)).toEqual([
      'Название: Платья → Платья и сарафаны',
      'Показ в магазине: включён → выключен',
    ]);
    expect(lines(color!)).toEqual(['Код: RED', 'Цвет: #D32F2F']);
    expect(cells(order!).slice(3)).toEqual(['Смена статуса', 'Статус: Новый → Подтверждён']);
    expect(lines(product!)).toEqual([
      'Цена: 3 990 ₽ → 3 590 ₽',
      'Розница: выключена → включена',
      'Опт · Оптовая скидка: 10 % → 15 %',
      'Остаток DR-RED-S: 3 шт. → 5 шт.',
      'Остаток DR-RED-M: 1 шт. → нет варианта',
    ]);
    expect(lines(stock!)).toEqual(['Остаток DR-RED-S: 5 шт. → 0 шт.']);
    expect(cells(promotion!).slice(2, 4)).toEqual(['Акция #12', 'Изменение']);
    expect(lines(promotion!)).toEqual([
      'Вид скидки: процент → сумма',
      'Скидка: 15 % → —',
      'На что действует: весь магазин → категории',
      'Конец: — → 30.11.2026, 23:59',
      'Скидка: — → 1 500 ₽',
    ]);
    expect(table.textContent).not.toMatch(/[{}"]/);
  });
});
