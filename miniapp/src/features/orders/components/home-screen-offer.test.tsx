/**
 * Inside Telegram, the page of a buyer's first paid order offers to put the shop on the home screen, once: the
 * answer lives in CloudStorage, which the mocked client keeps here.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../../test/orders';
import { ok, renderApp, stubApi } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { clearSession, setSession } from '../../auth';
import { appModeStore } from '../../telegram';
import { mockTelegram, sendFromTelegram, startTelegram } from '../../telegram/testing';

const orderId = '5b0f2f0e-5d7c-4a8e-9a57-2f1f3c1a9b11';
const paid = (id: string, paidAt: string) =>
  makeOrder({ id, paymentStatus: 'paid', paymentStatusLabel: 'Оплачен', paidAt, paymentMethod: 'telegram' });
const thisOrder = paid(orderId, '2026-11-20T10:00:00.000Z');

/** A Telegram client with a CloudStorage of `stored` and the shop on the home screen or not. */
function insideTelegram({
  version = '8.0',
  stored = {},
  homeScreen = 'missed',
}: {
  version?: string;
  stored?: Record<string, string>;
  homeScreen?: string;
} = {}) {
  const cloud = { ...stored };
  const telegram = mockTelegram({
    version,
    answer: ({ method, params }) => {
      const reply = (event: string, payload: unknown) => setTimeout(() => sendFromTelegram(event, payload));
      if (method === 'web_app_check_home_screen') reply('home_screen_checked', { status: homeScreen });
      if (method !== 'web_app_invoke_custom_method') return;
      const {
        req_id,
        method: custom,
        params: args,
      } = params as {
        req_id: string;
        method: string;
        params: { keys?: string[]; key?: string; value?: string };
      };
      if (custom === 'getStorageValues')
        reply('custom_method_invoked', {
          req_id,
          result: Object.fromEntries((args.keys ?? []).map((key) => [key, cloud[key] ?? ''])),
        });
      if (custom === 'saveStorageValue') {
        cloud[args.key ?? ''] = args.value ?? '';
        reply('custom_method_invoked', { req_id, result: true });
      }
    },
  });
  appModeStore.isMiniApp = true;
  expect(startTelegram()).not.toBeNull();
  return { telegram, cloud };
}

function openOrder(order = thisOrder, others: ReturnType<typeof makeOrder>[] = []) {
  setSession('token', makeUser());
  vi.stubGlobal(
    'fetch',
    stubApi({
      [`/api/orders/${orderId}`]: ok(order),
      '/api/orders': ok({
        orders: [order, ...others],
        pagination: { page: 1, limit: 50, total: others.length + 1, pages: 1, hasNext: false },
      }),
    }),
  );
  renderApp(`/order-confirmation/${orderId}`);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

afterEach(() => {
  appModeStore.isMiniApp = false;
  clearSession();
  localStorage.clear();
});

describe('the offer to add the shop to the home screen', () => {
  it('shows once on her first paid order, remembers it, and asks Telegram to add the shop', async () => {
    const { telegram, cloud } = insideTelegram();
    openOrder();
    const add = await screen.findByRole('button', { name: 'Добавить на главный экран' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Магазин на главном экране' })).toBeTruthy();
    await vi.waitFor(() => expect(cloud.home_screen_offer).toBe('offered'));
    fireEvent.click(add);
    await vi.waitFor(() => expect(telegram.methods()).toContain('web_app_add_to_home_screen'));
    await vi.waitFor(() => expect(cloud.home_screen_offer).toBe('accepted'));
    expect(screen.queryByRole('heading', { name: 'Магазин на главном экране' })).toBeNull();
  });

  it('«Не сейчас» closes it and is remembered; nothing is added', async () => {
    const { telegram, cloud } = insideTelegram();
    openOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Не сейчас' }, { timeout: 10_000 }));
    await vi.waitFor(() => expect(cloud.home_screen_offer).toBe('declined'));
    expect(screen.queryByRole('button', { name: 'Добавить на главный экран' })).toBeNull();
    expect(telegram.methods()).not.toContain('web_app_add_to_home_screen');
  });

  it.each([
    [
      'it was offered before',
      { stored: { home_screen_offer: 'declined' } },
      [] as ReturnType<typeof makeOrder>[],
    ],
    ['the shop is on the home screen already', { homeScreen: 'added' }, []],
    [
      'an earlier order was paid',
      {},
      [paid('9a0f2f0e-5d7c-4a8e-9a57-2f1f3c1a9b12', '2026-10-01T10:00:00.000Z')],
    ],
    ['the client is older than Mini Apps 8.0', { version: '7.10' }, []],
  ])('is not shown when %s', async (_, client, others) => {
    const { telegram } = insideTelegram(client);
    openOrder(thisOrder, others);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeTruthy();
    await settle();
    expect(screen.queryByRole('button', { name: 'Добавить на главный экран' })).toBeNull();
    expect(telegram.methods()).not.toContain('web_app_add_to_home_screen');
  });

  it('is not shown on an unpaid order', async () => {
    const { telegram } = insideTelegram();
    openOrder(makeOrder({ id: orderId }));
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeTruthy();
    await settle();
    expect(screen.queryByRole('button', { name: 'Добавить на главный экран' })).toBeNull();
    expect(telegram.methods()).not.toContain('web_app_check_home_screen');
  });

  it('is not shown in the web shop', async () => {
    const { telegram } = insideTelegram();
    appModeStore.isMiniApp = false;
    openOrder();
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeTruthy();
    await settle();
    expect(screen.queryByRole('button', { name: 'Добавить на главный экран' })).toBeNull();
    expect(telegram.methods()).not.toContain('web_app_check_home_screen');
  });
});
