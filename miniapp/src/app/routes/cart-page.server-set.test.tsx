/** A signed-in buyer's (server) cart holding a wholesale set: «−» stops at the set's minimum, with the reason. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../features/auth';
import { chooseShipping, clearCart } from '../../features/cart';
import { ok, renderApp, stubApi } from '../../test/render';
import { makeUser } from '../../test/users';

const GROUP = 'wg_12_color_group_BLK_all';

const setLine = (sizeCode: string, quantity: number) => ({
  productId: 12,
  name: 'Платье-миди из льна',
  image: '',
  colorCode: 'BLK',
  colorName: 'Чёрный',
  sizeCode,
  sizeName: sizeCode,
  quantity,
  unitPriceKopecks: 120_000,
  subtotalKopecks: 120_000 * quantity,
  discountKopecks: 0,
  totalKopecks: 120_000 * quantity,
  isWholesale: true,
  wholesaleGroupId: GROUP,
  setMinimum: 10,
  problem: null,
});

function serverCart(quantity: number) {
  const lines = [setLine('S', quantity), setLine('M', quantity)];
  const goods = lines.reduce((sum, line) => sum + line.totalKopecks, 0);
  return {
    id: 'cart-1',
    lines,
    itemCount: quantity * 2,
    subtotalKopecks: goods,
    retailSubtotalKopecks: 0,
    wholesaleSubtotalKopecks: goods,
    totalWholesaleSavingsKopecks: 0,
    promocodeDiscountKopecks: 0,
    orderValueKopecks: goods,
    shippingFeeKopecks: 0,
    freeShippingEligible: true,
    freeShippingProgress: 100,
    finalTotalKopecks: goods,
    appliedPromocode: null,
    promocodeProblem: null,
    shippingMethod: null,
  };
}

beforeEach(() => {
  clearCart();
  chooseShipping({ region: 'moscow', methodId: null });
  setSession('token-1', makeUser());
});
afterEach(() => clearSession());

async function setStepper(quantity: number) {
  vi.stubGlobal('fetch', stubApi({ '/api/cart': ok(serverCart(quantity)) }));
  renderApp('/cart');
  const main = within(screen.getByRole('main'));
  return main.findByRole('group', { name: 'Штук каждого варианта в наборе' }, { timeout: 12_000 });
}

describe('a wholesale set in the server cart', () => {
  it('disables «−» at the minimum and says why, as the browser cart would refuse the step', async () => {
    const stepper = await setStepper(5);
    const decrease = within(stepper).getByRole('button', { name: 'Уменьшить количество' });
    expect((decrease as HTMLButtonElement).disabled).toBe(true);
    expect(decrease.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(decrease.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Оптовый набор — от 10 шт., в этом 8 шт.');
    expect(within(stepper).getByRole('button', { name: 'Увеличить количество' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('keeps «−» for a set above its minimum', async () => {
    const stepper = await setStepper(6);
    const decrease = within(stepper).getByRole('button', { name: 'Уменьшить количество' });
    await waitFor(() => expect((decrease as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText(/Оптовый набор — от 10 шт\./)).toBeNull();
  });
});
