import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, signedInAs } from '../../test/fake-api';
import { renderAdmin } from '../../test/render-admin';
import { neverAnswers, serverError } from '../../test/screen-states';

const csv = 'SKU;Остаток\nDRS-BLK-M;9\n';
const result = {
  lines: 1,
  unchanged: 0,
  changes: [{ sku: 'DRS-BLK-M', name: 'Платье миди', before: 1, after: 9 }],
};

async function choose(name: string) {
  await screen.findByRole('heading', { name: 'Импорт остатков' });
  fireEvent.change(screen.getByLabelText('Выбрать файл'), {
    target: { files: [new File([csv], name, { type: 'text/csv' })] },
  });
}

describe('stock import screen while checking and when the server fails', { timeout: 20_000 }, () => {
  it('says which file it is checking while the preview is on its way', async () => {
    signedInAs('manager', { 'POST /api/admin/csv/stock/preview': neverAnswers });
    renderAdmin('/admin/products/import');
    await choose('stock.csv');
    expect((await screen.findByRole('status')).textContent).toBe('Проверяем «stock.csv»...');
  });

  it('keeps the preview and shows the server’s message when applying fails', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    signedInAs('manager', {
      'POST /api/admin/csv/stock/preview': () => ok(result),
      'POST /api/admin/csv/stock/apply': serverError,
    });
    renderAdmin('/admin/products/import');
    await choose('stock.csv');
    fireEvent.click(await screen.findByRole('button', { name: 'Применить изменения (1)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Произошла ошибка');
    expect(screen.getByRole('table', { name: 'Изменения остатков' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Применить изменения (1)' })).toBeTruthy();
  });
});
