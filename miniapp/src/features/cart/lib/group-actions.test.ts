import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '../../../shared/ui/toast/toast-store';
import { addToCart, cartStore, clearCart } from '../store/cart-store';
import { setGroupQuantity } from './group-actions';

const group = 'wg_7_color_group_BLK_all';
const setLine = (size: string, quantity: number) =>
  addToCart({
    productId: 7,
    name: 'Платье',
    priceKopecks: 440_000,
    image: '',
    size,
    color: 'BLK',
    quantity,
    isWholesale: true,
    wholesaleGroupId: group,
    wholesaleMetadata: {
      isWholesale: true,
      wholesaleGroupId: group,
      groupType: 'color_group',
      minQuantity: 10,
    },
  });
const quantities = () => cartStore.items.map((item) => item.quantity);

describe('a wholesale set in the browser cart', () => {
  beforeEach(() => clearCart());
  afterEach(() => {
    toastStore.toasts = [];
  });

  it('steps by its quantity per variant, keeping a line stock capped below it', async () => {
    setLine('S', 6);
    setLine('M', 4);
    setLine('L', 6);
    expect(await setGroupQuantity(group, 5)).toBe(true);
    expect(quantities()).toEqual([5, 4, 5]);
  });

  it('refuses a step under its minimum with the reason, and keeps the set as it was', async () => {
    setLine('S', 5);
    setLine('M', 5);
    expect(await setGroupQuantity(group, 4)).toBe(false);
    expect(quantities()).toEqual([5, 5]);
    expect(toastStore.toasts[0]).toMatchObject({ description: 'Оптовый набор — от 10 шт., в этом 8 шт.' });
    expect(await setGroupQuantity(group, 6)).toBe(true);
    expect(quantities()).toEqual([6, 6]);
  });
});
