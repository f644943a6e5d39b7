import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, signedInAs } from '../../../test/fake-api';
import { renderAdmin } from '../../../test/render-admin';

const csv = 'SKU;Остаток\nDRS-BLK-M;9\nDRS-BLK-S;4\n';
const result = {
  lines: 2,
  unchanged: 1,
  changes: [{ sku: 'DRS-BLK-M', name: 'Платье миди', before: 1, after: 9 }],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const choose = async (file: File) => {
  await screen.findByRole('heading', { name: 'Импорт остатков' }, { timeout: 5000 });
  const input = screen.getByLabelText('Выбрать файл') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

describe('stock import screen', { timeout: 20_000 }, () => {
  it('previews the changes of the chosen file, then applies them after a confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = signedInAs('manager', {
      'POST /api/admin/csv/stock/preview': () => ok(result),
      'POST /api/admin/csv/stock/apply': () => ok(result),
    });
    renderAdmin('/admin/products/import');
    await choose(new File([csv], 'stock.csv', { type: 'text/csv' }));

    const table = await screen.findByRole('table', { name: 'Изменения остатков' });
    const row = within(table).getByRole('row', { name: /DRS-BLK-M/ });
    expect(row.textContent).toBe('DRS-BLK-MПлатье миди1→9');
    expect(screen.getByText('Строк в файле: 2. Изменится: 1. Без изменений: 1.')).toBeTruthy();
    expect(api.calls.find((call) => call.path.endsWith('/preview'))?.body).toEqual({ csv });
    expect(api.calls.some((call) => call.path.endsWith('/apply'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Применить изменения (1)' }));
    expect(confirm).toHaveBeenCalledWith('Изменить остатки 1 SKU? Изменение попадёт в журнал действий.');
    expect(await screen.findByText('Готово: остатки изменены у 1 SKU.')).toBeTruthy();
    expect(api.calls.find((call) => call.path.endsWith('/apply'))?.body).toEqual({ csv });
  });

  it('applies nothing when the confirmation is declined', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const api = signedInAs('manager', { 'POST /api/admin/csv/stock/preview': () => ok(result) });
    renderAdmin('/admin/products/import');
    await choose(new File([csv], 'stock.csv'));
    fireEvent.click(await screen.findByRole('button', { name: 'Применить изменения (1)' }));
    expect(api.calls.some((call) => call.path.endsWith('/apply'))).toBe(false);
    expect(screen.getByRole('table', { name: 'Изменения остатков' })).toBeTruthy();
  });

  it('lists unknown SKUs and bad rows in the file order, with no way to apply', async () => {
    signedInAs('manager', {
      'POST /api/admin/csv/stock/preview': () =>
        fail(400, 'BAD_REQUEST', 'Таких SKU нет в каталоге: NOPE', {
          csv: 'Таких SKU нет в каталоге: NOPE',
          'csv.12': 'Строка 12: SKU NOPE нет в каталоге',
          'csv.3': 'Строка 3: остаток должен быть целым числом от 0 до 1 000 000',
        }),
    });
    renderAdmin('/admin/products/import');
    await choose(new File([csv], 'bad.csv'));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Строка 3: остаток должен быть целым числом от 0 до 1 000 000',
      'Строка 12: SKU NOPE нет в каталоге',
    ]);
    expect(alert.textContent).toContain('Файл: bad.csv');
    expect(screen.queryByRole('button', { name: /Применить/ })).toBeNull();
  });

  it('refuses a file that is not CSV without sending it', async () => {
    const api = signedInAs('manager');
    renderAdmin('/admin/products/import');
    await choose(new File(['x'], 'photo.png'));
    expect((await screen.findByRole('alert')).textContent).toContain('Нужен файл CSV (.csv или .txt)');
    expect(api.calls.some((call) => call.path.includes('/csv/'))).toBe(false);
  });

  it('accepts a file dropped on the zone', async () => {
    signedInAs('manager', { 'POST /api/admin/csv/stock/preview': () => ok({ ...result, changes: [] }) });
    renderAdmin('/admin/products/import');
    const zone = await screen.findByRole('region', { name: 'Файл с остатками' });
    fireEvent.drop(zone, { dataTransfer: { files: [new File([csv], 'stock.csv')] } });
    expect(await screen.findByText('Все остатки в файле совпадают с каталогом: менять нечего.')).toBeTruthy();
  });
});

describe('CSV export buttons', { timeout: 20_000 }, () => {
  const csvAnswer = (name: string) => () =>
    new Response('\uFEFFНомер\r\n', {
      status: 200,
      headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="${name}"` },
    });

  it('downloads the orders the current filters pick', async () => {
    const createObjectURL = vi.fn(() => 'blob:orders');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const api = signedInAs('manager', {
      'GET /api/admin/orders': () =>
        ok({ orders: [], pagination: { page: 1, pages: 0, total: 0, limit: 20, hasNext: false } }),
      'GET /api/admin/csv/orders.csv': csvAnswer('orders-2026-11-23.csv'),
    });
    renderAdmin('/admin/orders?status=shipped&customer=Анна');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Выгрузить CSV (по фильтрам)' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(clicked).toEqual(['orders-2026-11-23.csv']));
    const call = api.calls.find((c) => c.path.startsWith('/api/admin/csv/orders.csv'))!;
    expect(new URLSearchParams(call.path.split('?')[1]).toString()).toBe(
      'status=shipped&customer=%D0%90%D0%BD%D0%BD%D0%B0',
    );
  });

  it('shows why a products export failed', async () => {
    signedInAs('manager', {
      'GET /api/admin/products': () =>
        ok({ products: [], pagination: { page: 1, pages: 0, total: 0, limit: 20, hasNext: false } }),
      'GET /api/admin/categories': () => ok([]),
      'GET /api/categories': () => ok([]),
      'GET /api/admin/csv/products.csv': () => fail(403, 'FORBIDDEN', 'Недостаточно прав'),
    });
    renderAdmin('/admin/products');
    fireEvent.click(await screen.findByRole('button', { name: 'Выгрузить CSV' }, { timeout: 5000 }));
    expect((await screen.findByRole('alert')).textContent).toBe('Недостаточно прав');
  });
});
