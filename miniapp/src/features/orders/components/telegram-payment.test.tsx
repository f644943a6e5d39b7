/** Paying an order inside Telegram from its page: the time left, Telegram's payment form and what came of it. */
import { formatKopecks } from '@shop/core/rules';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../../test/orders';
import { renderApp } from '../../../test/render';
import { appModeStore } from '../../telegram';
import { mockTelegram, type SentCall, sendFromTelegram, startTelegram } from '../../telegram/testing';

const orderId = '7d0f2f0e-5d7c-4a8e-9a57-2f1f3c1a9b10';
const guestToken = 'guest-token-1';
const now = Date.parse('2026-11-23T12:00:00Z');

const unpaidOrder = makeOrder({
  id: orderId,
  number: 1043,
  paymentMethod: 'telegram',
  paymentDueAt: '2026-11-23T12:30:00Z',
  totals: { ...makeOrder().totals, paymentFeeKopecks: 0, totalKopecks: 180_000 },
  source: 'telegram',
  createdAt: '2026-11-23T11:59:00.000Z',
});
const paidOrder = {
  ...unpaidOrder,
  paymentStatus: 'paid',
  paymentStatusLabel: 'Оплачен',
  paidAt: '2026-11-23T12:01:00.000Z',
};

const envelope = (data: unknown, status = 200) =>
  Response.json(
    status < 400 ? { success: true, data } : { success: false, error: { code: 'CONFLICT', message: data } },
    { status },
  );

/** The api as the page meets it: the order as `orderNow()` gives it, and invoice links. */
function stubApi(
  orderNow: () => unknown,
  invoice: () => Response = () => envelope({ url: 'https://t.me/$inv-7' }),
) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    if (url.pathname === `/api/orders/${orderId}`) return envelope(orderNow());
    if (url.pathname === `/api/orders/${orderId}/invoice-link`) return invoice();
    return Response.json(
      { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } },
      { status: 404 },
    );
  });
  return calls;
}

/** Telegram closes the payment form with `status` a moment after it opens. */
const invoiceClosedWith = (status: string) => (call: SentCall) => {
  if (call.method === 'web_app_open_invoice')
    setTimeout(() => sendFromTelegram('invoice_closed', { slug: call.params.slug, status }));
};

const payLabel = `Оплатить ${formatKopecks(180_000)}`;

const openPage = () => renderApp(`/order-confirmation/${orderId}?token=${guestToken}`);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  appModeStore.isMiniApp = false;
});

describe('an order paid inside Telegram, in the mini-app', () => {
  function inTelegram(answer: (call: SentCall) => void) {
    const telegram = mockTelegram({ answer });
    appModeStore.isMiniApp = true;
    startTelegram();
    return telegram;
  }

  it('shows the time left, opens the invoice with the guest token and shows the order paid once the shop has it', async () => {
    const telegram = inTelegram(invoiceClosedWith('paid'));
    let order: unknown = unpaidOrder;
    const calls = stubApi(() => order);
    openPage();
    const panel = within(await screen.findByTestId('telegram-payment', {}, { timeout: 12_000 }));
    expect(panel.getByText(/осталось 30 мин\./)).toBeTruthy();
    expect(panel.getByText(/Оплатите до \d\d:\d\d/)).toBeTruthy();

    fireEvent.click(panel.getByRole('button', { name: payLabel }));
    await vi.waitFor(() => expect(telegram.lastOf('web_app_open_invoice')).toEqual({ slug: 'inv-7' }));
    expect(calls).toContain(`POST /api/orders/${orderId}/invoice-link?token=${guestToken}`);
    expect(await screen.findByText('Оплата прошла, ждём подтверждения от Telegram...')).toBeTruthy();

    order = paidOrder;
    expect(await screen.findByText('Заказ оплачен. Спасибо!', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByTestId('payment-status').textContent).toBe('Оплачен');
    expect(screen.queryByRole('button', { name: /^Оплатить/ })).toBeNull();
  });

  it('puts «Оплатить» on Telegram’s main button', async () => {
    const telegram = inTelegram(() => {});
    stubApi(() => unpaidOrder);
    openPage();
    await screen.findByTestId('telegram-payment', {}, { timeout: 12_000 });
    await vi.waitFor(() =>
      expect(telegram.lastOf('web_app_setup_main_button')).toMatchObject({
        is_visible: true,
        text: payLabel,
      }),
    );
  });

  it('says so when the payment failed or the buyer closed the form, and offers to pay again', async () => {
    inTelegram(invoiceClosedWith('failed'));
    stubApi(() => unpaidOrder);
    openPage();
    const panel = within(await screen.findByTestId('telegram-payment', {}, { timeout: 12_000 }));
    fireEvent.click(panel.getByRole('button', { name: payLabel }));
    expect((await panel.findByRole('alert')).textContent).toBe(
      'Платёж не прошёл. Попробуйте ещё раз или выберите другую карту.',
    );
    expect(panel.getByRole('button', { name: payLabel })).toHaveProperty('disabled', false);
  });

  it('shows the api’s reason when the order can no longer be paid', async () => {
    inTelegram(() => {});
    stubApi(
      () => unpaidOrder,
      () => envelope('Заказ уже оплачен', 409),
    );
    openPage();
    const panel = within(await screen.findByTestId('telegram-payment', {}, { timeout: 12_000 }));
    fireEvent.click(panel.getByRole('button', { name: payLabel }));
    expect((await panel.findByRole('alert')).textContent).toBe('Заказ уже оплачен');
  });
});

describe('an order paid inside Telegram, elsewhere', () => {
  it('in a browser says the order is paid in Telegram and offers no dead button', async () => {
    stubApi(() => unpaidOrder);
    openPage();
    const panel = within(await screen.findByTestId('telegram-payment', {}, { timeout: 12_000 }));
    expect(panel.getByText(/оплачивается в Telegram/)).toBeTruthy();
    expect(panel.queryByRole('button')).toBeNull();
  });

  it('after its time is over says the order was cancelled, with no button', async () => {
    stubApi(() => ({
      ...unpaidOrder,
      status: 'cancelled',
      statusLabel: 'Отменён',
      cancelledAt: '2026-11-23T12:30:01Z',
    }));
    vi.setSystemTime(Date.parse('2026-11-23T12:31:00Z'));
    openPage();
    expect((await screen.findByTestId('telegram-payment', {}, { timeout: 12_000 })).textContent).toBe(
      'Время на оплату истекло, заказ отменён.',
    );
    expect(screen.queryByRole('button', { name: /^Оплатить/ })).toBeNull();
  });

  it('shows nothing of the kind for an order paid in cash', async () => {
    stubApi(() => ({ ...unpaidOrder, paymentMethod: 'cash', paymentDueAt: null }));
    openPage();
    await screen.findByTestId('order-status', {}, { timeout: 12_000 });
    expect(screen.queryByTestId('telegram-payment')).toBeNull();
  });
});
