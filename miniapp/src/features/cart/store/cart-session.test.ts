import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../shared/ui/toast/toast-store';
import { makeUser } from '../../../test/users';
import { clearSession, setSession } from '../../auth';
import { cartKeys } from '../api/cart-calls';
import { setLineQuantity } from '../lib/cart-actions';
import { cartSession, currentCartMode, startCartSession } from './cart-session';
import { addToCart, cartStore, clearCart } from './cart-store';

const serverCart = { itemCount: 2, lines: [] };
const line = {
  productId: 7,
  name: 'Блуза',
  priceKopecks: 349_000,
  image: '',
  size: 'M',
  color: 'WHT',
  quantity: 2,
};

let stop: () => void;
let queries: QueryClient;
const calls: { path: string; body: unknown }[] = [];

function answer(respond: (path: string) => Response) {
  calls.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
    return respond(path);
  });
}

const toastTitles = () => toastStore.toasts.map((toast) => toast.title);

beforeEach(() => {
  clearSession();
  clearCart();
  cartSession.fallbackToLocal = false;
  toastStore.toasts = [];
  queries = new QueryClient();
  stop = startCartSession(queries);
});

afterEach(() => stop());

describe('the cart on sign-in and sign-out', () => {
  it('moves the local cart to the server on sign-in and clears it locally', async () => {
    addToCart(line);
    answer(() =>
      Response.json({ success: true, data: { migratedItems: [], failedItems: [], cart: serverCart } }),
    );
    setSession('token', makeUser());
    await vi.waitFor(() => expect(cartStore.items).toHaveLength(0));
    expect(calls[0]?.path).toBe('/api/cart/migrate');
    expect(calls[0]?.body).toMatchObject({
      localCartData: [{ productId: 7, color: 'WHT', size: 'M', quantity: 2 }],
    });
    expect(queries.getQueryData(cartKeys.server)).toEqual(serverCart);
    expect(currentCartMode()).toBe('server');

    clearSession();
    await vi.waitFor(() => expect(queries.getQueryData(cartKeys.server)).toBeUndefined());
    expect(currentCartMode()).toBe('local');
  });

  it('keeps the local cart and says "Ошибка синхронизации" when the migration fails', async () => {
    addToCart(line);
    answer(() =>
      Response.json({ success: false, error: { code: 'INTERNAL', message: 'Ошибка' } }, { status: 500 }),
    );
    setSession('token', makeUser());
    await vi.waitFor(() => expect(toastTitles()).toContain('Ошибка синхронизации'));
    expect(cartStore.items).toHaveLength(1);
  });

  it('falls back to local storage with "Переключение на локальное хранение" when a server call gets no answer', async () => {
    answer(() =>
      Response.json({ success: true, data: { migratedItems: [], failedItems: [], cart: serverCart } }),
    );
    setSession('token', makeUser());
    await vi.waitFor(() => expect(currentCartMode()).toBe('server'));
    answer(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await setLineQuantity({ productId: 7, color: 'WHT', size: 'M', wholesaleGroupId: null }, 3)).toBe(
      false,
    );
    expect(toastTitles()).toContain('Переключение на локальное хранение');
    expect(currentCartMode()).toBe('local');
  });
});
