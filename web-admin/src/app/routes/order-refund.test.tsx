import { refundTexts } from '@shop/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '../../features/orders/api/orders';
import { fail, ok, signedInAs } from '../../test/fake-api';
import { renderAdmin } from '../../test/render-admin';

const ORDER_ID = '5d1f6a0e-2b7c-4e51-8f1a-7c3b9d2e4a10';
const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

// Two dresses at 1 234,56 ₽ and 300,50 ₽ shipping, paid through ЮKassa.
const paid: AdminOrder = {
  order: {
    id: ORDER_ID,
    number: 1077,
    status: 'confirmed',
    statusLabel: 'Подтверждён',
    paymentStatus: 'paid',
    paymentStatusLabel: 'Оплачен',
    paidAt: '2026-11-28T10:00:00.000Z',
    paymentMethod: 'yookassa',
    paymentDueAt: null,
    paymentConfirmationUrl: null,
    customer: { name: 'Анна Смирнова', phone: '+79001234567', email: 'anna@example.ru' },
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
        quantity: 2,
        unitPriceKopecks: 123_456,
        originalPriceKopecks: null,
        discountKopecks: 0,
        lineTotalKopecks: 246_912,
        isWholesale: false,
        wholesaleGroupId: null,
      },
    ],
    shipping: { methodId: 'courier', name: 'Курьер', feeKopecks: 30_050 },
    promocode: null,
    totals: {
      subtotalKopecks: 246_912,
      discountKopecks: 0,
      shippingKopecks: 30_050,
      paymentFeeKopecks: 0,
      totalKopecks: 276_962,
    },
    comment: null,
    source: 'web',
    createdAt: '2026-11-28T09:50:00.000Z',
    cancelledAt: null,
  },
  nextStatuses: [
    { status: 'processing', label: 'Собирается' },
    { status: 'cancelled', label: 'Отменён' },
  ],
  events: [],
  refunds: [],
  refund: {
    way: 'yookassa',
    paidKopecks: 276_962,
    refundedKopecks: 0,
    leftKopecks: 276_962,
    hint: null,
    lines: [{ itemId: 41, name: 'Платье льняное', variant: 'Чёрный, M', quantity: 2, refundedQuantity: 0 }],
  },
  buyer: null,
};

const refundRow = (overrides: Partial<AdminOrder['refunds'][number]>): AdminOrder['refunds'][number] => ({
  id: 7,
  amountKopecks: 123_456,
  way: 'yookassa',
  wayLabel: 'через ЮKassa',
  status: 'succeeded',
  statusLabel: 'Выполнен',
  whole: false,
  lines: [{ itemId: 41, quantity: 1 }],
  error: null,
  createdAt: '2026-11-28T11:00:00.000Z',
  ...overrides,
});

const partlyRefunded: AdminOrder = {
  ...paid,
  refunds: [refundRow({})],
  refund: {
    ...paid.refund!,
    refundedKopecks: 123_456,
    leftKopecks: 153_506,
    lines: [{ ...paid.refund!.lines[0]!, refundedQuantity: 1 }],
  },
};

afterEach(() => vi.restoreAllMocks());

describe('giving money back from the order screen', { timeout: 20_000 }, () => {
  it('shows what was paid, gives back the chosen units through ЮKassa and shows what is left', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = signedInAs('manager', {
      [`GET /api/admin/orders/${ORDER_ID}`]: () => ok(paid),
      [`POST /api/admin/orders/${ORDER_ID}/refunds`]: () => ok(partlyRefunded),
    });
    renderAdmin(`/admin/orders/${ORDER_ID}`);
    const panel = await screen.findByRole('region', { name: 'Возврат денег' });
    expect(text(within(panel).getByLabelText('Возврат денег'))).toContain('Оплачено2 769,62 ₽');
    // A paid order is not cancelled by the plain status button: its money goes back first.
    const status = screen.getByRole('region', { name: 'Сменить статус' });
    expect(within(status).queryByRole('button', { name: 'Отменить заказ' })).toBeNull();

    const chosen = within(panel).getByRole('button', { name: 'Вернуть выбранное' }) as HTMLButtonElement;
    expect(chosen.disabled).toBe(true);
    fireEvent.change(within(panel).getByLabelText('Вернуть шт.: Платье льняное'), { target: { value: '1' } });
    fireEvent.click(chosen);
    expect((await within(panel).findByRole('status')).textContent).toBe(
      'Возврат выполнен, покупатель получит уведомление',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      lines: [{ itemId: 41, quantity: 1 }],
    });
    expect(text(within(panel).getByLabelText('Возврат денег'))).toContain('Можно вернуть1 535,06 ₽');
    expect(text(within(panel).getByRole('list', { name: 'Возвраты' }))).toContain('1 234,56 ₽ · Выполнен');
  });

  it('says ЮKassa did not answer and retries the same refund', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const pending: AdminOrder = {
      ...paid,
      refunds: [
        refundRow({
          id: 9,
          status: 'pending',
          statusLabel: 'Не завершён',
          amountKopecks: 276_962,
          whole: true,
        }),
      ],
    };
    const done: AdminOrder = {
      ...paid,
      order: { ...paid.order, status: 'cancelled', statusLabel: 'Отменён', paymentStatus: 'refunded' },
      nextStatuses: [],
      refunds: [refundRow({ id: 9, amountKopecks: 276_962, whole: true })],
      refund: { ...paid.refund!, refundedKopecks: 276_962, leftKopecks: 0 },
    };
    let reads = 0;
    const { calls } = signedInAs('manager', {
      [`GET /api/admin/orders/${ORDER_ID}`]: () => ok(reads++ === 0 ? paid : pending),
      [`POST /api/admin/orders/${ORDER_ID}/refunds`]: () =>
        fail(503, 'SERVICE_UNAVAILABLE', refundTexts.yookassaDown),
      [`POST /api/admin/orders/${ORDER_ID}/refunds/9/retry`]: () => ok(done),
    });
    renderAdmin(`/admin/orders/${ORDER_ID}`);
    const panel = await screen.findByRole('region', { name: 'Возврат денег' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Отменить и вернуть деньги' }));
    expect(vi.mocked(window.confirm).mock.calls[0]?.[0]?.replace(/\s/g, ' ')).toContain(
      'вернуть покупателю 2 769,62 ₽',
    );
    expect((await within(panel).findByRole('alert')).textContent).toBe(refundTexts.yookassaDown);
    fireEvent.click(await within(panel).findByRole('button', { name: 'Повторить возврат' }));
    expect(await within(panel).findByText('Деньги за заказ возвращены полностью.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/admin/orders/${ORDER_ID}/refunds`,
      `/api/admin/orders/${ORDER_ID}/refunds/9/retry`,
    ]);
  });

  it('a Telegram payment: says the bot cannot refund it and records the refund staff made', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const telegram: AdminOrder = {
      ...paid,
      order: { ...paid.order, paymentMethod: 'telegram' },
      refund: { ...paid.refund!, way: 'manual', hint: refundTexts.manualOnly },
    };
    const { calls } = signedInAs('manager', {
      [`GET /api/admin/orders/${ORDER_ID}`]: () => ok(telegram),
      [`POST /api/admin/orders/${ORDER_ID}/refunds`]: () => ok(telegram),
    });
    renderAdmin(`/admin/orders/${ORDER_ID}`);
    const panel = await screen.findByRole('region', { name: 'Возврат денег' });
    expect(within(panel).getByRole('note').textContent).toBe(refundTexts.manualOnly);
    fireEvent.change(within(panel).getByLabelText('Причина возврата (необязательно)'), {
      target: { value: 'Вернули в кабинете' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Отменить и отметить возврат' }));
    expect(confirm.mock.calls[0]?.[0]).toContain('Вы уже вернули деньги в кабинете платёжной системы?');
    await within(panel).findByRole('status');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      cancel: true,
      manual: true,
      note: 'Вернули в кабинете',
    });
  });

  it('cash paid at delivery: asks whether the shop gave the money back itself', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const cash: AdminOrder = {
      ...paid,
      order: { ...paid.order, status: 'delivered', statusLabel: 'Доставлен', paymentMethod: 'cash' },
      nextStatuses: [],
      refund: { ...paid.refund!, way: 'manual', hint: refundTexts.paidOnDelivery },
    };
    signedInAs('manager', {
      [`GET /api/admin/orders/${ORDER_ID}`]: () => ok(cash),
      [`POST /api/admin/orders/${ORDER_ID}/refunds`]: () => ok(cash),
    });
    renderAdmin(`/admin/orders/${ORDER_ID}`);
    const panel = await screen.findByRole('region', { name: 'Возврат денег' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Отметить возврат всей суммы' }));
    const question = confirm.mock.calls[0]?.[0] ?? '';
    expect(question).toContain('Вы уже вернули деньги покупателю?');
    expect(question).not.toContain('кабинете');
    await within(panel).findByRole('status');
  });
});
