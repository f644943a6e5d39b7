/** Checkout asks a buyer inside Telegram for leave for the bot to write, once, and tells the shop her answer. */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ruOrders } from '../../../shared/texts/ru-orders';
import { ruSizes } from '../../../shared/texts/ru-sizes';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { authStore, clearSession, setSession } from '../../auth';
import { BackInStock } from '../../product';
import { startTelegram } from '../lib/start-telegram';
import { appModeStore } from '../store/app-mode-store';
import { mockTelegram, sendFromTelegram } from '../testing/mock-telegram-env';
import { WriteAccessRequest } from './write-access-request';

const offer = 'Разрешите боту писать вам — пришлём статус заказа и оплату';
// A fresh user each time: the auth store's proxy changes the object it is given.
const telegramBuyer = () => makeUser({ telegramLinked: true, botMessagesAllowed: false });

function stubServer(status = 200) {
  const posted: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    posted.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    return status === 200
      ? Response.json({ success: true, data: { botMessagesAllowed: true } })
      : Response.json({ success: false, error: { code: 'INTERNAL_ERROR', message: 'Ошибка' } }, { status });
  });
  return posted;
}

/** The mini-app inside a Telegram client that answers the write-access request with `status`. */
function insideTelegram(status: 'allowed' | 'cancelled', version = '8.0') {
  const telegram = mockTelegram({
    version,
    answer: ({ method }) => {
      if (method === 'web_app_request_write_access')
        setTimeout(() => sendFromTelegram('write_access_requested', { status }));
    },
  });
  appModeStore.isMiniApp = true;
  startTelegram();
  return telegram;
}

afterEach(() => {
  appModeStore.isMiniApp = false;
  clearSession();
  vi.unstubAllGlobals();
});

describe('leave for the bot to write, at checkout', () => {
  it('asks in Telegram, tells the shop when she allows, and then says no more', async () => {
    const telegram = insideTelegram('allowed');
    const posted = stubServer();
    setSession('token-1', telegramBuyer());
    renderWithProviders(<WriteAccessRequest texts={ruOrders.checkout.writeAccess} />, '/checkout');
    expect(await screen.findByText(offer)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Разрешить сообщения' }));
    await vi.waitFor(() => expect(posted).toEqual(['POST /api/auth/telegram/write-access']));
    expect(telegram.methods()).toContain('web_app_request_write_access');
    await vi.waitFor(() => expect(screen.queryByText(offer)).toBeNull());
    expect(authStore.user?.botMessagesAllowed).toBe(true);
  });

  it('asks under a size she waits for, in the words of what she waits for', async () => {
    const telegram = insideTelegram('allowed');
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      if (url.pathname.endsWith('/stock-subscriptions')) {
        return Response.json({ success: true, data: { variants: [{ colorCode: 'BLK', sizeCode: 'M' }] } });
      }
      return Response.json({ success: true, data: { botMessagesAllowed: true } });
    });
    setSession('token-1', telegramBuyer());
    renderWithProviders(<BackInStock productId="42" colorCode="BLK" sizeCode="M" />, '/product/42');
    expect((await screen.findByRole('status')).textContent).toBe('Сообщим, когда появится');
    expect(await screen.findByText(ruSizes.backInStock.writeAccess.offer)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Разрешить сообщения' }));
    await vi.waitFor(() => expect(calls).toContain('POST /api/auth/telegram/write-access'));
    expect(telegram.methods()).toContain('web_app_request_write_access');
    await vi.waitFor(() => expect(screen.queryByText(ruSizes.backInStock.writeAccess.offer)).toBeNull());
  });

  it('says what she misses when she declines, tells the shop nothing and lets her ask again', async () => {
    insideTelegram('cancelled');
    const posted = stubServer();
    setSession('token-1', telegramBuyer());
    renderWithProviders(<WriteAccessRequest texts={ruOrders.checkout.writeAccess} />, '/checkout');
    fireEvent.click(await screen.findByRole('button', { name: 'Разрешить сообщения' }));
    expect(
      await screen.findByText(/Без разрешения бот не сможет прислать статус заказа и оплату/),
    ).toBeTruthy();
    expect(posted).toEqual([]);
    expect(screen.getByRole('button', { name: 'Разрешить сообщения' })).toHaveProperty('disabled', false);
  });

  it('says so when the shop could not record the leave', async () => {
    insideTelegram('allowed');
    stubServer(500);
    setSession('token-1', telegramBuyer());
    renderWithProviders(<WriteAccessRequest texts={ruOrders.checkout.writeAccess} />, '/checkout');
    fireEvent.click(await screen.findByRole('button', { name: 'Разрешить сообщения' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Не удалось сохранить разрешение. Попробуйте ещё раз.',
    );
  });

  it('asks no one who already allowed it, no one in the web shop, and not on a Telegram without the request', async () => {
    stubServer();
    insideTelegram('allowed');
    setSession('token-1', makeUser({ telegramLinked: true, botMessagesAllowed: true }));
    const allowed = renderWithProviders(
      <WriteAccessRequest texts={ruOrders.checkout.writeAccess} />,
      '/checkout',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(offer)).toBeNull();
    allowed.unmount();

    appModeStore.isMiniApp = false;
    setSession('token-1', telegramBuyer());
    const web = renderWithProviders(
      <WriteAccessRequest texts={ruOrders.checkout.writeAccess} />,
      '/checkout',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(offer)).toBeNull();
    web.unmount();

    // requestWriteAccess came with Mini Apps 6.9.
    insideTelegram('allowed', '6.7');
    renderWithProviders(<WriteAccessRequest texts={ruOrders.checkout.writeAccess} />, '/checkout');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(offer)).toBeNull();
  });
});
