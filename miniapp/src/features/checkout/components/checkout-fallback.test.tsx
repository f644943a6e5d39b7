/** A signed-in buyer whose cart fell back to this device: checkout moves it to the server first. */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCheckoutCart } from '../../../test/checkout';
import { makeOrder } from '../../../test/orders';
import { renderApp } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { clearSession, setSession } from '../../auth';
import { cartSession, cartStore } from '../../cart';

const envelope = (data: unknown, status = 200) => Response.json({ success: true, data }, { status });

const orderId = '7d0f2f0e-5d7c-4a8e-9a57-2f1f3c1a9b10';
const placedOrder = makeOrder({
  id: orderId,
  number: 1043,
  customer: { name: 'Анна Петрова', phone: '+79001234567' },
});

const serverLine = (productId: number, name: string, quantity: number) => ({
  productId,
  name,
  image: '',
  colorCode: 'BLK',
  colorName: 'Чёрный',
  sizeCode: 'M',
  quantity,
  unitPriceKopecks: 150_000,
  subtotalKopecks: 150_000 * quantity,
  discountKopecks: 0,
  totalKopecks: 150_000 * quantity,
  isWholesale: false,
  wholesaleGroupId: null,
  problem: null,
});

/** The server cart after the move, priced as the browser priced the local one (goods plus the 300 ₽ courier). */
function serverCartOf(lines: ReturnType<typeof serverLine>[]) {
  const goods = lines.reduce((sum, line) => sum + line.totalKopecks, 0);
  return {
    id: 'cart-1',
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalKopecks: goods,
    retailSubtotalKopecks: goods,
    wholesaleSubtotalKopecks: 0,
    totalWholesaleSavingsKopecks: 0,
    promocodeDiscountKopecks: 0,
    orderValueKopecks: goods,
    shippingFeeKopecks: 30_000,
    freeShippingEligible: false,
    freeShippingProgress: 50,
    finalTotalKopecks: goods + 30_000,
    appliedPromocode: null,
    promocodeProblem: null,
    shippingMethod: {
      id: 'courier',
      name: 'Курьерская доставка',
      feeKopecks: 30_000,
      estimatedDays: '1-2 дня',
    },
  };
}

type Answer = () => Response;

function stubServer(migrate: Answer) {
  const calls: { path: string; body: Record<string, unknown> | null; auth: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    const method = init?.method ?? 'GET';
    calls.push({
      path: `${method} ${url.pathname}`,
      body,
      auth: new Headers(init?.headers).get('authorization'),
    });
    if (url.pathname === '/api/cart/migrate') return migrate();
    if (url.pathname === '/api/orders' && method === 'POST') return envelope(placedOrder, 201);
    if (url.pathname === `/api/orders/${orderId}`) return envelope(placedOrder);
    return Response.json(
      { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } },
      { status: 404 },
    );
  });
  return calls;
}

async function fillAndSubmit() {
  renderApp('/checkout');
  const main = within(screen.getByRole('main'));
  // The first render loads the checkout page's code: on a busy machine that takes longer than the usual wait.
  const phone = await main.findByLabelText('Телефон', {}, { timeout: 12_000 });
  fireEvent.change(phone, { target: { value: '8 900 123-45-67' } });
  fireEvent.change(main.getByLabelText('Улица'), { target: { value: 'ул. Покровка' } });
  fireEvent.change(main.getByLabelText('Дом'), { target: { value: '17' } });
  await main.findByRole('radio', { name: /Курьерская доставка/ });
  fireEvent.click(main.getByRole('button', { name: /^Заказать за/ }));
  return main;
}

/** The writes to the cart and the orders, in order (the shipping calls are beside the point here). */
const posted = (calls: ReturnType<typeof stubServer>) =>
  calls.map((call) => call.path).filter((path) => /^POST \/api\/(cart|orders)/.test(path));

beforeEach(() => {
  setSession('token-1', makeUser());
  cartSession.fallbackToLocal = true;
  startCheckoutCart();
});

afterEach(() => {
  clearSession();
  cartSession.fallbackToLocal = false;
});

describe('checkout of a signed-in buyer whose cart fell back to this device', () => {
  it('moves the cart to the server, then orders the server cart without sending lines', async () => {
    const calls = stubServer(() =>
      envelope({
        migratedItems: [{ productId: 12, color: 'BLK', size: 'M', quantity: 1 }],
        failedItems: [],
        cart: serverCartOf([serverLine(12, 'Платье-миди из льна', 1)]),
      }),
    );
    await fillAndSubmit();
    // Two calls and a lazy page: more than the usual wait on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Заказ оформлен' }, { timeout: 12_000 }),
    ).toBeTruthy();
    expect(posted(calls)).toEqual(['POST /api/cart/migrate', 'POST /api/orders']);
    const order = calls.find((call) => call.path === 'POST /api/orders')!;
    expect(order.body).not.toHaveProperty('lines');
    expect(order.auth).toBe('Bearer token-1');
    expect(cartStore.items).toHaveLength(0);
    expect(cartSession.fallbackToLocal).toBe(false);
  });

  it('keeps the local cart and says so in Russian when the server still cannot take it', async () => {
    const calls = stubServer(() => {
      throw new TypeError('Failed to fetch');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const main = await fillAndSubmit();
    const alert = await main.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось перенести корзину в ваш аккаунт, заказ не оформлен');
    expect(alert.textContent).toContain('Товары остались в корзине на этом устройстве');
    expect(posted(calls)).toEqual(['POST /api/cart/migrate']);
    expect(cartStore.items).toHaveLength(1);
    expect(cartSession.fallbackToLocal).toBe(true);
    expect(main.getByRole('button', { name: /^Заказать за/ })).toHaveProperty('disabled', false);
    expect(logged).toHaveBeenCalledWith(
      'Moving the cart to the server before checkout failed',
      expect.anything(),
    );
  });

  it('orders nothing when the server cart came out different, and shows it for another look', async () => {
    const calls = stubServer(() =>
      envelope({
        migratedItems: [{ productId: 12, color: 'BLK', size: 'M', quantity: 1 }],
        failedItems: [],
        cart: serverCartOf([serverLine(12, 'Платье-миди из льна', 1), serverLine(30, 'Жакет из твида', 1)]),
      }),
    );
    const main = await fillAndSubmit();
    const alert = await main.findByRole('alert');
    expect(alert.textContent).toBe(
      'Корзина перенесена в ваш аккаунт и изменилась: проверьте состав и сумму и оформите заказ ещё раз.',
    );
    expect(posted(calls)).toEqual(['POST /api/cart/migrate']);
    expect(await main.findByText(/Жакет из твида/)).toBeTruthy();
    expect(main.getByRole('button', { name: /^Заказать за/ }).textContent).toContain('3\u00a0399');
  });
});
