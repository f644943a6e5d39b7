import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, signedInAs } from '../../test/fake-api';
import { renderAdmin } from '../../test/render-admin';

const row = (number: number) => ({
  id: `00000000-0000-4000-8000-00000000${number}`,
  number,
  status: 'pending',
  statusLabel: 'Новый',
  customer: { name: 'Спам Спамов', phone: '+79001234567' },
  city: 'Москва',
  totalKopecks: 150_000,
  itemCount: 1,
  paymentMethod: 'cash',
  paymentStatus: 'unpaid',
  paymentStatusLabel: 'Не оплачен',
  shippingMethodName: 'Курьер',
  source: 'web',
  createdAt: '2026-11-25T20:00:00.000Z',
});
const orders = [row(1001), row(1002), row(1003)];
const page = { orders, pagination: { page: 1, limit: 20, total: 3, pages: 1, hasNext: false } };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('cancelling several orders at once', { timeout: 20_000 }, () => {
  it('cancels the chosen orders together and says what became of each', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = signedInAs('manager', {
      'GET /api/admin/orders': () => ok(page),
      'POST /api/admin/orders/cancel': () =>
        ok({
          cancelled: [{ id: orders[0]?.id, number: 1001 }],
          refused: [
            { id: orders[2]?.id, message: 'Нельзя перевести заказ из статуса «Отменён» в «Отменён»' },
          ],
        }),
    });
    renderAdmin('/admin/orders');
    const table = await screen.findByRole('table', { name: 'Заказы' }, { timeout: 10_000 });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Выбрать заказ №1001' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Выбрать заказ №1003' }));
    expect(screen.getByText('Выбрано заказов: 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Отменить выбранные' }));
    expect(window.confirm).toHaveBeenCalledWith(expect.stringContaining('Отменить выбранные заказы (2)?'));
    const status = await screen.findByText('Отменено заказов: 1');
    expect(status.closest('[role="status"]')?.textContent).toContain(
      '№1003 не отменён: Нельзя перевести заказ',
    );
    const sent = api.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ orderIds: [orders[0]?.id, orders[2]?.id] });
    expect(screen.queryByText(/Выбрано заказов/)).toBeNull();
  });

  it('chooses the whole page with one box, and sends nothing when the question is declined', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const api = signedInAs('admin', { 'GET /api/admin/orders': () => ok(page) });
    renderAdmin('/admin/orders');
    const table = await screen.findByRole('table', { name: 'Заказы' }, { timeout: 10_000 });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Выбрать все заказы на странице' }));
    expect(screen.getByText('Выбрано заказов: 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отменить выбранные' }));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Снять выбор' }));
    expect(screen.queryByText(/Выбрано заказов/)).toBeNull();
  });
});
