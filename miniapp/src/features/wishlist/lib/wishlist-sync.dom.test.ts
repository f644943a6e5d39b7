import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../../test/products';
import { appModeStore } from '../../telegram';
import { insideTelegramWithCloud } from '../../telegram/testing';
import { addToWishlist, removeFromWishlist, setWishlistPlace, wishlistStore } from '../store/wishlist-store';
import { syncWishlist } from './wishlist-sync';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 8, minute)).toISOString();
const names: Record<number, string> = { 1: 'Платье-миди из льна', 2: 'Юбка-плиссе', 3: 'Кеды белые' };

/** The API: the catalogue's products 1-3, a signed-in buyer's wishlist on the server, every call recorded. */
function serverWith(items: { productId: number; addedAt: string }[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let stored = items;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    const body = request.method === 'GET' ? undefined : await request.json();
    calls.push({ method: request.method, path, body });
    if (path === '/api/products/by-ids') {
      const products = (body as { productIds: number[] }).productIds
        .filter((id) => names[id])
        .map((id) => makeProduct({ id, _id: String(id), name: { ru: names[id] ?? '' }, price: 1000 * id }));
      return Response.json({ success: true, data: { products, pagination: {} } });
    }
    expect(path).toBe('/api/auth/me/wishlist');
    if (body) stored = (body as { items: typeof items }).items;
    return Response.json({ success: true, data: { items: stored } });
  });
  return calls;
}

const onDevice = (...items: { productId: string; addedAt: string }[]) =>
  localStorage.setItem(
    'wishlist',
    JSON.stringify({
      version: '1.0',
      lastUpdated: at(0),
      items: items.map((item) => ({
        ...item,
        productName: 'с устройства',
        productImage: '',
        productPrice: 1,
      })),
    }),
  );
const shown = () => wishlistStore.items.map((item) => [item.productId, item.productName, item.productPrice]);
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  setWishlistPlace(null);
  wishlistStore.items = [];
  appModeStore.isMiniApp = false;
  delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
});

describe('the wishlist of a guest on the web', () => {
  it('stays on the device, newest first, and nothing asks the server', async () => {
    const calls = serverWith([]);
    onDevice({ productId: '1', addedAt: at(1) });
    await syncWishlist(false, () => true);
    expect(
      addToWishlist({ productId: '2', productName: 'Юбка', productImage: '', productPrice: 2000 }),
    ).toEqual({
      ok: true,
    });
    const stored = JSON.parse(localStorage.getItem('wishlist') ?? '{}');
    expect(stored.items.map((item: { productId: string }) => item.productId)).toEqual(['2', '1']);
    expect(calls).toEqual([]);
  });

  it('takes at most 200 products', () => {
    wishlistStore.items = Array.from({ length: 200 }, (_, i) => ({
      productId: String(i + 1),
      productName: 'Платье',
      productImage: '',
      productPrice: 1000,
      addedAt: at(0),
    }));
    expect(
      addToWishlist({ productId: '201', productName: 'Юбка', productImage: '', productPrice: 1 }),
    ).toEqual({
      ok: false,
      message: 'В избранном не больше 200 товаров',
    });
  });
});

describe('the wishlist of a signed-in buyer on the web', () => {
  it("is the server's, the device's list joining it at sign-in: both lists, newest first, then gone from the device", async () => {
    const calls = serverWith([{ productId: 2, addedAt: at(2) }]);
    onDevice({ productId: '3', addedAt: at(3) }, { productId: '1', addedAt: at(1) });
    await syncWishlist(true, () => true);
    const merged = [
      { productId: 3, addedAt: at(3) },
      { productId: 2, addedAt: at(2) },
      { productId: 1, addedAt: at(1) },
    ];
    expect(calls.filter((call) => call.path === '/api/auth/me/wishlist')).toEqual([
      { method: 'GET', path: '/api/auth/me/wishlist', body: undefined },
      { method: 'PUT', path: '/api/auth/me/wishlist', body: { items: merged } },
    ]);
    expect(shown()).toEqual([
      ['3', 'Кеды белые', 3000],
      ['2', 'Юбка-плиссе', 2000],
      ['1', 'Платье-миди из льна', 1000],
    ]);
    expect(localStorage.getItem('wishlist')).toBeNull();

    removeFromWishlist('2');
    await settled();
    expect(calls.at(-1)?.body).toEqual({ items: [merged[0], merged[2]] });
    expect(localStorage.getItem('wishlist')).toBeNull();
  });

  it('keeps a product she adds while the server is being read', async () => {
    const calls = serverWith([{ productId: 2, addedAt: at(2) }]);
    const syncing = syncWishlist(true, () => true);
    addToWishlist({
      productId: '3',
      productName: 'Кеды',
      productImage: '',
      productPrice: 3000,
      addedAt: at(3),
    });
    await syncing;
    expect(shown()).toEqual([
      ['3', 'Кеды белые', 3000],
      ['2', 'Юбка-плиссе', 2000],
    ]);
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      items: [
        { productId: 3, addedAt: at(3) },
        { productId: 2, addedAt: at(2) },
      ],
    });
    expect(localStorage.getItem('wishlist')).toBeNull();
  });

  it('leaves it behind when she signs out: the device shows a guest’s list again', async () => {
    serverWith([{ productId: 2, addedAt: at(2) }]);
    await syncWishlist(true, () => true);
    expect(shown()).toEqual([['2', 'Юбка-плиссе', 2000]]);
    await syncWishlist(false, () => true);
    expect(shown()).toEqual([]);
    addToWishlist({ productId: '1', productName: 'Платье', productImage: '', productPrice: 1000 });
    expect(localStorage.getItem('wishlist')).toContain('"productId":"1"');
  });
});

describe('the wishlist inside Telegram 8.0', () => {
  let cloud: Record<string, string>;
  beforeEach(() => {
    cloud = {};
    insideTelegramWithCloud(cloud);
  });

  it('lives in CloudStorage for every device of her account, never on the server', async () => {
    cloud.wishlist_0 = `2:${Date.parse(at(2)) / 1000}`;
    const calls = serverWith([{ productId: 3, addedAt: at(9) }]);
    onDevice({ productId: '1', addedAt: at(1) });
    await syncWishlist(true, () => true);
    expect(cloud.wishlist_0).toBe(`2:${Date.parse(at(2)) / 1000},1:${Date.parse(at(1)) / 1000}`);
    expect(cloud.wishlist_1).toBe('');
    expect(shown()).toEqual([
      ['2', 'Юбка-плиссе', 2000],
      ['1', 'Платье-миди из льна', 1000],
    ]);
    expect(localStorage.getItem('wishlist')).toBeNull();

    addToWishlist({ productId: '3', productName: 'Кеды белые', productImage: '', productPrice: 3000 });
    await settled();
    expect(cloud.wishlist_0?.split(',').map((entry) => entry.split(':')[0])).toEqual(['3', '2', '1']);
    expect(calls.map((call) => call.path)).toEqual(['/api/products/by-ids']);
  });

  it('keeps 200 products across two keys, each value within the 4096 characters Telegram takes', async () => {
    serverWith([]);
    await syncWishlist(true, () => true);
    for (let i = 0; i < 200; i++) {
      wishlistStore.items.push({
        productId: String(2_000_000_000 + i),
        productName: 'Платье',
        productImage: '',
        productPrice: 1000,
        addedAt: at(i % 60),
      });
    }
    removeFromWishlist('2000000000');
    addToWishlist({ productId: '1', productName: 'Платье', productImage: '', productPrice: 1000 });
    await settled();
    const entries = [cloud.wishlist_0 ?? '', cloud.wishlist_1 ?? ''].map((value) => value.split(','));
    expect(entries.flat()).toHaveLength(200);
    expect(entries.flat()[0]?.startsWith('1:')).toBe(true);
    expect(cloud.wishlist_0?.length).toBeLessThanOrEqual(4096);
    expect(cloud.wishlist_1?.length).toBeGreaterThan(0);
  });
});
