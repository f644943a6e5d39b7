import { orderTexts } from '@shop/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrder, AdminOrderRow } from '../../features/orders/api/orders';
import { ok, signedInAs } from '../../test/fake-api';
import { renderAdmin } from '../../test/render-admin';
import {
  expectLoadFailed,
  expectLoading,
  failsOnceThen,
  neverAnswers,
  refusal,
} from '../../test/screen-states';

const ORDER_ID = '0b7e4a52-3f1c-4d7a-9a55-6f0c1f2e8a11';

const row: AdminOrderRow = {
  id: ORDER_ID,
  number: 1042,
  status: 'pending',
  statusLabel: 'Новый',
  customer: { name: 'Анна Петрова', phone: '+79001234567' },
  city: 'Москва',
  totalKopecks: 450_000,
  itemCount: 1,
  paymentMethod: 'cash',
  paymentStatus: 'unpaid',
  paymentStatusLabel: 'Не оплачен',
  shippingMethodName: 'Курьер',
  source: 'web',
  createdAt: '2026-11-25T20:00:00.000Z',
};

const list = (orders: AdminOrderRow[]) => ({
  orders,
  pagination: { page: 1, limit: 20, total: orders.length, pages: 1, hasNext: false },
});

const detail: AdminOrder = {
  order: {
    id: ORDER_ID,
    number: 1042,
    status: 'pending',
    statusLabel: 'Новый',
    paymentStatus: 'unpaid',
    paymentStatusLabel: 'Не оплачен',
    paidAt: null,
    paymentMethod: 'cash',
    paymentDueAt: null,
    paymentConfirmationUrl: null,
    customer: { name: 'Анна Петрова', phone: '+79001234567' },
    address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
    items: [
      {
        productId: 3,
        name: 'Платье льняное',
        sku: 'DRS-003-BLK-M',
        image: null,
        colorCode: 'BLK',
        colorName: 'Чёрный',
        sizeCode: 'M',
        sizeName: 'M',
        quantity: 1,
        unitPriceKopecks: 420_000,
        originalPriceKopecks: null,
        discountKopecks: 0,
        lineTotalKopecks: 420_000,
        isWholesale: false,
        wholesaleGroupId: null,
      },
    ],
    shipping: { methodId: 'courier', name: 'Курьер', feeKopecks: 30_000 },
    promocode: null,
    totals: {
      subtotalKopecks: 420_000,
      discountKopecks: 0,
      shippingKopecks: 30_000,
      paymentFeeKopecks: 0,
      totalKopecks: 450_000,
    },
    comment: null,
    source: 'web',
    createdAt: '2026-11-25T20:00:00.000Z',
    cancelledAt: null,
  },
  nextStatuses: [
    { status: 'confirmed', label: 'Подтверждён' },
    { status: 'cancelled', label: 'Отменён' },
  ],
  events: [],
  refunds: [],
  refund: null,
  buyer: null,
};

const confirmed: AdminOrder = {
  ...detail,
  order: { ...detail.order, status: 'confirmed', statusLabel: 'Подтверждён' },
  nextStatuses: [{ status: 'processing', label: 'В обработке' }],
};

describe('orders screen', { timeout: 20_000 }, () => {
  it('shows «Загрузка...» while the orders are on their way', async () => {
    signedInAs('manager', { 'GET /api/admin/orders': neverAnswers });
    renderAdmin('/admin/orders');
    await expectLoading('Заказы');
  });

  it('says when no order matches the filters', async () => {
    signedInAs('manager', { 'GET /api/admin/orders': () => ok(list([])) });
    renderAdmin('/admin/orders?status=delivered');
    expect(await screen.findByText('Заказов не найдено')).toBeTruthy();
    expect(screen.getByText('Измените фильтры или дождитесь новых заказов.')).toBeTruthy();
  });

  it('shows a failed load and loads again on «Повторить»', async () => {
    signedInAs('manager', { 'GET /api/admin/orders': failsOnceThen(() => ok(list([row]))) });
    renderAdmin('/admin/orders');
    fireEvent.click(await expectLoadFailed());
    expect(await screen.findByRole('link', { name: 'Открыть заказ №1042' })).toBeTruthy();
  });
});

describe('order screen', { timeout: 20_000 }, () => {
  it('shows «Загрузка...» while the order is on its way', async () => {
    signedInAs('manager', { [`GET /api/admin/orders/${ORDER_ID}`]: neverAnswers });
    renderAdmin(`/admin/orders/${ORDER_ID}`);
    await expectLoading('Заказы');
  });

  it('says when the order is not there', async () => {
    signedInAs('manager', {
      [`GET /api/admin/orders/${ORDER_ID}`]: () => refusal('NOT_FOUND', orderTexts.notFound),
    });
    renderAdmin(`/admin/orders/${ORDER_ID}`);
    await expectLoadFailed(orderTexts.notFound);
  });

  it('shows a failed load and loads again on «Повторить»', async () => {
    signedInAs('manager', { [`GET /api/admin/orders/${ORDER_ID}`]: failsOnceThen(() => ok(detail)) });
    renderAdmin(`/admin/orders/${ORDER_ID}`);
    fireEvent.click(await expectLoadFailed());
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ №1042' })).toBeTruthy();
  });

  it('names a note that keeps the status «Отметка» in the history, not the status again', async () => {
    const event = (id: number, status: 'pending' | 'confirmed', statusLabel: string, note: string) => ({
      id,
      status,
      statusLabel,
      note,
      actor: null,
      createdAt: '2026-11-25T20:00:00.000Z',
    });
    const withNotes: AdminOrder = {
      ...detail,
      events: [
        event(1, 'pending', 'Новый', 'Заказ оформлен'),
        event(2, 'pending', 'Новый', 'Оплачен онлайн (ЮKassa)'),
        event(3, 'confirmed', 'Подтверждён', 'Позвонили покупателю'),
      ],
    };
    signedInAs('manager', { [`GET /api/admin/orders/${ORDER_ID}`]: () => ok(withNotes) });
    renderAdmin(`/admin/orders/${ORDER_ID}`);
    const history = await screen.findByRole('list', { name: 'История' }, { timeout: 10_000 });
    const labels = within(history)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);
    expect(labels).toEqual(['Новый', 'Отметка', 'Подтверждён']);
  });

  it('lists a line at its price and the promocode discount as a row of its own, sums to the kopeck', async () => {
    const item = detail.order.items[0]!;
    const discounted: AdminOrder = {
      ...detail,
      order: {
        ...detail.order,
        items: [{ ...item, unitPriceKopecks: 399_000, discountKopecks: 15_300, lineTotalKopecks: 383_700 }],
        promocode: { code: 'SALE153' },
        totals: {
          subtotalKopecks: 399_000,
          discountKopecks: 15_300,
          shippingKopecks: 30_000,
          paymentFeeKopecks: 12_411,
          totalKopecks: 426_111,
        },
      },
    };
    signedInAs('manager', { [`GET /api/admin/orders/${ORDER_ID}`]: () => ok(discounted) });
    renderAdmin(`/admin/orders/${ORDER_ID}`);
    const table = await screen.findByRole('table', { name: 'Состав заказа' });
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((cell) => (cell.textContent ?? '').replace(/\s/g, ' '));
    expect(cells.slice(2)).toEqual(['3 990 ₽', '1', '3 990 ₽']);
    const totals = screen.getByLabelText('Итого');
    expect((totals.textContent ?? '').replace(/\s/g, ' ')).toContain('Промокод SALE153−153 ₽');
    expect((totals.textContent ?? '').replace(/\s/g, ' ')).toContain('4 261,11 ₽');
  });

  it('moves the order on, says so and offers the next moves', async () => {
    const { calls } = signedInAs('manager', {
      [`GET /api/admin/orders/${ORDER_ID}`]: () => ok(detail),
      [`POST /api/admin/orders/${ORDER_ID}/status`]: () => ok(confirmed),
    });
    renderAdmin(`/admin/orders/${ORDER_ID}`);
    const panel = await screen.findByRole('region', { name: 'Сменить статус' });
    fireEvent.change(within(panel).getByLabelText('Комментарий к смене статуса (необязательно)'), {
      target: { value: 'Позвонили, подтвердила' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Перевести в «Подтверждён»' }));
    expect((await within(panel).findByRole('status')).textContent).toBe('Статус изменён: «Подтверждён»');
    expect(within(panel).getByRole('button', { name: 'Перевести в «В обработке»' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      status: 'confirmed',
      note: 'Позвонили, подтвердила',
    });
  });

  it('shows the server’s refusal of a move another manager already made', async () => {
    const message = orderTexts.transitionNotAllowed('cancelled', 'confirmed');
    signedInAs('manager', {
      [`GET /api/admin/orders/${ORDER_ID}`]: () => ok(detail),
      [`POST /api/admin/orders/${ORDER_ID}/status`]: () => refusal('CONFLICT', message),
    });
    renderAdmin(`/admin/orders/${ORDER_ID}`);
    const panel = await screen.findByRole('region', { name: 'Сменить статус' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Перевести в «Подтверждён»' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(message);
    expect(within(panel).queryByRole('status')).toBeNull();
  });
});
