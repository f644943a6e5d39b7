/** The staff mode's screens: who may see them, and the loading, empty, error and working states of each. */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../features/auth/store/auth-store';
import { startTelegram } from '../../features/telegram/lib/start-telegram';
import { appModeStore } from '../../features/telegram/store/app-mode-store';
import { mockTelegram, sendFromTelegram } from '../../features/telegram/testing/mock-telegram-env';
import { makeOrder } from '../../test/orders';
import { fail, never, ok, renderApp, stubApi } from '../../test/render';
import { makeUser } from '../../test/users';

const orderId = '5b0f2f0e-5d7c-4a8e-9a57-2f1f3c1a9b11';

const row = {
  id: orderId,
  number: 1042,
  status: 'pending',
  statusLabel: 'Новый',
  customer: { name: 'Анна Смирнова', phone: '+79001234567' },
  city: 'Москва',
  totalKopecks: 185_401,
  itemCount: 2,
  paymentMethod: 'cash',
  paymentStatus: 'unpaid',
  paymentStatusLabel: 'Не оплачен',
  shippingMethodName: 'Курьер',
  source: 'web',
  // 14:05 in Moscow.
  createdAt: '2026-11-23T11:05:00.000Z',
};

const list = (orders: unknown[], total = orders.length) =>
  ok({ orders, pagination: { page: 1, limit: 100, total, pages: 1, hasNext: false } });

type Status = 'pending' | 'confirmed' | 'cancelled';
const statusLabels: Record<Status, string> = {
  pending: 'Новый',
  confirmed: 'Подтверждён',
  cancelled: 'Отменён',
};

const detail = (status: Status) => ({
  order: makeOrder({
    id: orderId,
    number: 1042,
    status,
    statusLabel: statusLabels[status],
    items: [
      {
        productId: 7,
        name: 'Платье миди',
        sku: 'DRS-012-BLK-M',
        colorCode: 'BLK',
        colorName: 'Чёрный',
        sizeCode: 'M',
        sizeName: 'M',
        quantity: 2,
        unitPriceKopecks: 75_000,
        originalPriceKopecks: null,
        discountKopecks: 0,
        lineTotalKopecks: 150_000,
        wholesaleGroupId: null,
      },
    ] as ReturnType<typeof makeOrder>['items'],
  }),
  nextStatuses:
    status === 'pending'
      ? [
          { status: 'confirmed', label: 'Подтверждён' },
          { status: 'cancelled', label: 'Отменён' },
        ]
      : status === 'confirmed'
        ? [
            { status: 'processing', label: 'Собирается' },
            { status: 'cancelled', label: 'Отменён' },
          ]
        : [],
  events: [],
  refunds: [],
  refund: null,
  buyer: null,
});

const asStaff = () => setSession('token', makeUser({ role: 'manager', name: 'Ольга Менеджер' }));

/** A new order whose status calls are kept; a move answers with the order in its new status. */
function orderAnsweringMoves() {
  let status: Status = 'pending';
  const moves: { status: Status }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === `/api/admin/orders/${orderId}/status`) {
      const move = JSON.parse(String(init?.body)) as { status: Status };
      moves.push(move);
      status = move.status;
    }
    return stubApi({
      [`/api/admin/orders/${orderId}`]: ok(detail(status)),
      [`/api/admin/orders/${orderId}/status`]: ok(detail(status)),
    })(input);
  });
  return moves;
}

afterEach(() => {
  clearSession();
  appModeStore.isMiniApp = false;
});

describe('the staff mode', () => {
  it('shows a buyer only that the screens are for staff, and asks the server for nothing of theirs', async () => {
    setSession('token', makeUser({ role: 'user' }));
    const fetchMock = vi.fn(stubApi({ '/api/admin/orders': list([row]) }));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/staff');
    expect(await screen.findByText('Раздел только для сотрудников магазина')).toBeTruthy();
    expect(screen.queryByText('№1042 · 14:05')).toBeNull();
    expect(
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/admin')),
    ).toEqual([]);
  });

  it("lists today's orders with number, time, buyer, sum and status", async () => {
    asStaff();
    vi.stubGlobal('fetch', stubApi({ '/api/admin/orders': list([row], 130) }));
    renderApp('/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказы за сегодня' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: /№1042/ });
    expect(within(link).getByText('№1042 · 14:05')).toBeTruthy();
    expect(within(link).getByText('Анна Смирнова')).toBeTruthy();
    expect(within(link).getByText('1 854,01 ₽')).toBeTruthy();
    expect(within(link).getByText('Новый')).toBeTruthy();
    expect(screen.getByText('И ещё 129 — в админке')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Остатки по артикулу' }).getAttribute('href')).toBe(
      '/staff/stock',
    );
  });

  it('says so while loading, when there are no orders today, and when the list fails (with a retry)', async () => {
    asStaff();
    vi.stubGlobal('fetch', stubApi({ '/api/admin/orders': never() }));
    const loading = renderApp('/staff');
    expect(await screen.findByText('Загружаем заказы…')).toBeTruthy();
    loading.unmount();

    vi.stubGlobal('fetch', stubApi({ '/api/admin/orders': list([]) }));
    const empty = renderApp('/staff');
    expect(await screen.findByText('Сегодня заказов пока нет')).toBeTruthy();
    empty.unmount();

    vi.stubGlobal('fetch', stubApi({ '/api/admin/orders': fail(500) }));
    renderApp('/staff');
    expect(await screen.findByText('Не удалось загрузить заказы')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });

  it('opens an order with its lines and sums to the kopeck, and moves it to the next status', async () => {
    asStaff();
    const moves = orderAnsweringMoves();
    renderApp(`/staff/orders/${orderId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ №1042' })).toBeTruthy();
    expect(screen.getByTestId('staff-order-status').textContent).toBe('Новый');
    expect(screen.getByText('Платье миди · Чёрный · M')).toBeTruthy();
    expect(screen.getByText('750 ₽ × 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Остаток DRS-012-BLK-M' }).getAttribute('href')).toBe(
      '/staff/stock?sku=DRS-012-BLK-M',
    );
    expect(screen.getByText('1 854 ₽')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Подтверждён' }));
    expect(await screen.findByText('Заказ №1042: Подтверждён')).toBeTruthy();
    expect(moves).toEqual([{ status: 'confirmed' }]);
    expect(screen.getByTestId('staff-order-status').textContent).toBe('Подтверждён');
    expect(screen.getByRole('button', { name: 'Собирается' })).toBeTruthy();
  });

  it('asks on the page before cancelling an order, and cancels it only on «Да, отменить»', async () => {
    asStaff();
    const moves = orderAnsweringMoves();
    renderApp(`/staff/orders/${orderId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Отменён' }));
    const question = await screen.findByRole('group', { name: 'Отменить заказ №1042?' });
    expect(within(question).getByText(/Товары вернутся на склад/)).toBeTruthy();
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Не отменять' }));
    expect(screen.queryByRole('button', { name: 'Подтверждён' })).toBeNull();

    fireEvent.click(within(question).getByRole('button', { name: 'Не отменять' }));
    expect(screen.queryByRole('group', { name: 'Отменить заказ №1042?' })).toBeNull();
    expect(screen.getByTestId('staff-order-status').textContent).toBe('Новый');
    expect(moves).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Отменён' }));
    const again = await screen.findByRole('group', { name: 'Отменить заказ №1042?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Да, отменить' }));
    expect(await screen.findByText('Заказ №1042: Отменён')).toBeTruthy();
    expect(moves).toEqual([{ status: 'cancelled' }]);
    expect(screen.getByTestId('staff-order-status').textContent).toBe('Отменён');
    expect(screen.getByText('Статус больше не меняется')).toBeTruthy();
  });

  it("inside Telegram asks in Telegram's popup before cancelling, and cancels only when it is confirmed", async () => {
    const answers = ['keep', 'confirm'];
    const telegram = mockTelegram({
      answer: ({ method }) => {
        if (method === 'web_app_open_popup') {
          const button_id = answers.shift();
          setTimeout(() => sendFromTelegram('popup_closed', { button_id }));
        }
      },
    });
    appModeStore.isMiniApp = true;
    startTelegram();
    asStaff();
    const moves = orderAnsweringMoves();
    renderApp(`/staff/orders/${orderId}`);

    fireEvent.click(await screen.findByRole('button', { name: 'Отменён' }));
    await vi.waitFor(() =>
      expect(telegram.lastOf('web_app_open_popup')).toEqual({
        title: 'Отменить заказ №1042?',
        message: 'Товары вернутся на склад. Вернуть заказ в работу после отмены нельзя.',
        buttons: [
          { id: 'confirm', type: 'destructive', text: 'Да, отменить' },
          { id: 'keep', type: 'default', text: 'Не отменять' },
        ],
      }),
    );
    // «Не отменять»: nothing is sent, and the page asks nothing of its own.
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Отменён' }).hasAttribute('disabled')).toBe(false),
    );
    expect(moves).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Отменить заказ №1042?' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Отменён' }));
    await vi.waitFor(() => expect(screen.getByTestId('staff-order-status').textContent).toBe('Отменён'));
    expect(moves).toEqual([{ status: 'cancelled' }]);
    expect(telegram.methods().filter((method) => method === 'web_app_open_popup')).toHaveLength(2);
  });

  it('says so when the order cannot be loaded', async () => {
    asStaff();
    vi.stubGlobal('fetch', stubApi({}));
    renderApp(`/staff/orders/${orderId}`);
    expect(await screen.findByText('Не удалось загрузить заказ')).toBeTruthy();
  });

  it("shows a variant's stock, refuses a figure that is not whole pieces, and saves a new one", async () => {
    asStaff();
    const saved: unknown[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        saved.push(JSON.parse(String(init.body)));
        return Response.json({
          success: true,
          data: { sku: 'DRS-012-BLK-M', name: 'Платье миди', quantity: 12 },
        });
      }
      return stubApi({
        '/api/admin/stock/DRS-012-BLK-M': ok({ sku: 'DRS-012-BLK-M', name: 'Платье миди', quantity: 5 }),
      })(input);
    });
    renderApp('/staff/stock?sku=drs-012-blk-m');
    expect(await screen.findByRole('heading', { level: 2, name: 'Платье миди' })).toBeTruthy();
    expect(screen.getByTestId('stock-quantity').textContent).toBe('5 шт.');

    const field = screen.getByLabelText('Новый остаток, шт.');
    fireEvent.change(field, { target: { value: '2,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить остаток' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Остаток — целое число от 0 до 1 000 000',
    );
    expect(saved).toEqual([]);

    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить остаток' }));
    expect(await screen.findByText('Остаток DRS-012-BLK-M: 12 шт.')).toBeTruthy();
    expect(saved).toEqual([{ quantity: 12 }]);
    expect(screen.getByTestId('stock-quantity').textContent).toBe('12 шт.');
  });

  it('says so when the SKU is unknown', async () => {
    asStaff();
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/admin/stock/NOPE': () =>
          Response.json(
            { success: false, error: { code: 'NOT_FOUND', message: 'Товара с таким SKU нет в каталоге' } },
            { status: 404 },
          ),
      }),
    );
    renderApp('/staff/stock?sku=NOPE');
    expect(await screen.findByText('Не удалось загрузить остаток')).toBeTruthy();
    expect(screen.getByText('Товара с таким SKU нет в каталоге')).toBeTruthy();
  });
});
