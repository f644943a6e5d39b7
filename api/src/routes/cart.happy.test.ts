import {
  createProduct,
  createPromocode,
  createSize,
  testDatabaseKinds,
  withStatementLog,
} from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { tokenFor } from '../testing/auth-fixtures';
import { cartRequests } from '../testing/cart-requests';
import { createTestApp, type TestApp } from '../testing/test-app';

describe.each(testDatabaseKinds())('the server cart on %s', (kind) => {
  let t: TestApp;
  const db = () => t.deps.database.db;
  const signedIn = async () => cartRequests(t, await tokenFor(t, 'user'));

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('starts empty for a new customer', async () => {
    const cart = await signedIn();
    const { status, body } = await cart.get();
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: null, lines: [], finalTotalKopecks: 0, appliedPromocode: null });
  });

  it('adds a line at the catalogue price, ignoring the price sent, and answers the new cart', async () => {
    const cart = await signedIn();
    const product = await createProduct(db(), { priceKopecks: 150_000 });
    const { status, body } = await cart.add({
      productId: String(product.id),
      size: 'M',
      color: 'BLK',
      quantity: 2,
      price: 1,
      name: 'Подделка',
    });
    expect(status).toBe(200);
    expect(body.data.lines).toEqual([
      expect.objectContaining({
        productId: product.id,
        name: product.name.ru,
        colorName: 'Чёрный',
        quantity: 2,
        unitPriceKopecks: 150_000,
        totalKopecks: 300_000,
      }),
    ]);
    // Courier of the fallback: 300 ₽, free from 3 000 ₽.
    expect(body.data).toMatchObject({
      subtotalKopecks: 300_000,
      shippingFeeKopecks: 0,
      finalTotalKopecks: 300_000,
    });

    const again = await cart.add({ productId: product.id, size: 'M', color: 'BLK', quantity: 1 });
    expect(again.body.data.lines).toHaveLength(1);
    expect(again.body.data.lines[0].quantity).toBe(3);
    expect((await cart.get()).body.data.lines[0].quantity).toBe(3);
  });

  it('holds the spec’s product object in each line: id, name, prices, pictures and base SKU', async () => {
    const cart = await signedIn();
    const product = await createProduct(db(), { priceKopecks: 150_000, originalPriceKopecks: 200_000 });
    await cart.add({ productId: product.id, size: 'M', color: 'BLK', quantity: 1 });
    const [line] = (await cart.get()).body.data.lines;
    expect(line.product).toEqual({
      id: product.id,
      name: product.name.ru,
      priceKopecks: 150_000,
      originalPriceKopecks: 200_000,
      images: expect.any(Array),
      baseSKU: product.baseSku,
    });
  });

  it("shows a line in its color's own picture, as the product page showed it, not the product's cover", async () => {
    const cart = await signedIn();
    const product = await createProduct(db(), {
      variants: [
        { colorCode: 'BLK', sizeCode: 'M', quantity: 5 },
        { colorCode: 'WHT', sizeCode: 'M', quantity: 5 },
      ],
      images: [
        { url: '/uploads/test/cover.webp', isPrimary: true, type: 'main' },
        { url: '/uploads/test/black.webp', colorCode: 'BLK' },
      ],
    });
    await cart.add({ productId: product.id, size: 'M', color: 'BLK', quantity: 1 });
    const { body } = await cart.add({ productId: product.id, size: 'M', color: 'WHT', quantity: 1 });
    expect(body.data.lines.map((line: { image: string }) => line.image)).toEqual([
      '/uploads/test/black.webp',
      '/uploads/test/cover.webp',
    ]);
  });

  it('adds and updates a line in a statement or two, answering from what it read and wrote', async () => {
    const { database, statements } = withStatementLog(t.deps.database);
    const { app } = createApp({ ...t.deps, database });
    const cart = cartRequests({ ...t, app }, await tokenFor(t, 'user'));
    await createSize(db(), { code: 'ONE', name: { ru: 'Единый размер' }, productType: 'accessories' });
    const [first, second] = [
      await createProduct(db()),
      await createProduct(db(), { variants: [{ colorCode: 'BLK', sizeCode: 'ONE', quantity: 5 }] }),
    ];
    // The first change reads the cart with its session, then writes; it also fills this server's caches of
    // shipping methods and retail settings.
    statements.length = 0;
    expect((await cart.add({ productId: first.id, size: 'M', color: 'BLK', quantity: 1 })).status).toBe(200);
    expect(statements.filter((statement) => /cart_items/.test(statement))).toHaveLength(2);

    statements.length = 0;
    const added = await cart.add({ productId: second.id, size: 'ONE', color: 'BLK', quantity: 2 });
    expect(added.status).toBe(200);
    expect(added.body.data.lines).toMatchObject([
      { productId: first.id, sizeCode: 'M', sizeName: 'M', quantity: 1 },
      { productId: second.id, sizeCode: 'ONE', sizeName: 'Единый размер', quantity: 2, availableQuantity: 5 },
    ]);
    // The server remembers the cart as it wrote it: only the product added is read; the line is written if the
    // cart, its products and the session are still so.
    expect(statements).toHaveLength(2);

    statements.length = 0;
    const updated = await cart.update({ productId: second.id, size: 'ONE', color: 'BLK', newQuantity: 3 });
    expect(updated.status).toBe(200);
    expect(updated.body.data.lines[1]).toMatchObject({ quantity: 3, totalKopecks: 3 * second.priceKopecks });
    expect(updated.body.data.updatedAt).toEqual(expect.any(String));
    // Nothing to read: the write alone.
    expect(statements).toHaveLength(1);
    statements.length = 0;
    expect((await cart.get()).body.data).toEqual(updated.body.data);
    expect(statements).toHaveLength(1);
  });

  it('answers the moment of the change as a read afterwards shows it', async () => {
    const cart = await signedIn();
    const product = await createProduct(db(), { priceKopecks: 500_000 });
    const code = await createPromocode(db());
    await cart.add({ productId: product.id, size: 'M', color: 'BLK', quantity: 1 });
    for (const change of [
      () => cart.applyPromocode(code.code),
      () => cart.removePromocode(),
      () => cart.clear(),
    ]) {
      const { status, body } = await change();
      expect(status).toBe(200);
      expect((await cart.get()).body.data.updatedAt).toBe(body.data.updatedAt);
    }
  });

  it('keeps the cart as it was, its time too, after a change that changes nothing', async () => {
    const cart = await signedIn();
    const product = await createProduct(db(), {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 5 }],
    });
    const ref = { productId: product.id, size: 'M', color: 'BLK' };
    const added = await cart.add({ ...ref, quantity: 2 });
    expect(added.status).toBe(200);
    const same = await cart.update({ ...ref, newQuantity: 2 });
    expect(same.status).toBe(200);
    expect(same.body.data).toEqual(added.body.data);
    const refused = await cart.addBatch([{ ...ref, quantity: 9 }]);
    expect(refused.body.data).toMatchObject({ totalAdded: 0, totalFailed: 1 });
    expect(refused.body.data.cart).toEqual(added.body.data);
    expect((await cart.get()).body.data).toEqual(added.body.data);
  });

  it('answers an empty cart, and makes none, when a new customer’s batch adds nothing', async () => {
    const cart = await signedIn();
    const product = await createProduct(db(), {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 1 }],
    });
    const { status, body } = await cart.addBatch([
      { productId: product.id, size: 'M', color: 'BLK', quantity: 3 },
    ]);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ totalAdded: 0, cart: { id: null, lines: [], updatedAt: null } });
  });

  it('updates and removes retail lines, and clears the cart', async () => {
    const cart = await signedIn();
    const first = await createProduct(db());
    const second = await createProduct(db());
    await cart.add({ productId: first.id, size: 'M', color: 'BLK', quantity: 1 });
    await cart.add({ productId: second.id, size: 'M', color: 'BLK', quantity: 1 });

    const updated = await cart.update({ productId: first.id, size: 'M', color: 'BLK', newQuantity: 4 });
    expect(updated.status).toBe(200);
    expect(updated.body.data.lines.map((line: { quantity: number }) => line.quantity)).toEqual([4, 1]);

    const removed = await cart.remove({ productId: first.id, size: 'M', color: 'BLK' });
    expect(removed.body.data.lines.map((line: { productId: number }) => line.productId)).toEqual([second.id]);

    const cleared = await cart.clear();
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.lines).toEqual([]);
  });

  it('adds a batch, reporting what failed while keeping what was added', async () => {
    const cart = await signedIn();
    const product = await createProduct(db(), {
      variants: [
        { colorCode: 'BLK', sizeCode: 'S', quantity: 5 },
        { colorCode: 'BLK', sizeCode: 'M', quantity: 1 },
      ],
    });
    const { status, body } = await cart.addBatch([
      { productId: product.id, color: 'BLK', size: 'S', quantity: 2 },
      { productId: product.id, color: 'BLK', size: 'M', quantity: 2 },
      { productId: product.id, color: 'RED', size: 'M', quantity: 1 },
    ]);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      addedItems: [{ productId: product.id, color: 'BLK', size: 'S', quantity: 2 }],
      failedItems: [
        { color: 'BLK', size: 'M', quantity: 2, error: 'Недостаточно товара' },
        { color: 'RED', size: 'M', quantity: 1, error: 'Такого сочетания цвета и размера нет' },
      ],
      totalAdded: 1,
      totalFailed: 2,
    });
    expect(body.data.cart.lines).toHaveLength(1);
  });

  it('keeps a wholesale set together: priced wholesale, changed and removed only as a set', async () => {
    const cart = await signedIn();
    const product = await createProduct(db(), {
      priceKopecks: 100_000,
      wholesale: { available: true, enabled: true, minQuantity: 5, wholesalePriceKopecks: 80_000 },
      variants: [
        { colorCode: 'BLK', sizeCode: 'S', quantity: 20 },
        { colorCode: 'BLK', sizeCode: 'M', quantity: 20 },
      ],
    });
    const groupId = `wg_${product.id}_color_group_BLK_all`;
    const wholesaleLine = (size: string) => ({
      productId: product.id,
      color: 'BLK',
      size,
      quantity: 5,
      isWholesale: true,
      wholesaleGroupId: groupId,
      wholesaleMetadata: { groupType: 'color_group', groupValue: 'BLK', wholesalePrice: 1 },
    });
    const added = await cart.addBatch([wholesaleLine('S'), wholesaleLine('M')]);
    expect(added.body.data.totalAdded).toBe(2);
    // SPEC 3 "Bundle result": 10 items at 800 ₽ instead of 1 000 ₽.
    expect(added.body.data.totalSavingsKopecks).toBe(200_000);
    expect(added.body.data.cart).toMatchObject({
      wholesaleSubtotalKopecks: 800_000,
      totalWholesaleSavingsKopecks: 200_000,
      hasWholesale: true,
      hasRetail: false,
    });
    expect(added.body.data.cart.lines[0].wholesaleMetadata).toMatchObject({
      groupType: 'color_group',
      groupValue: 'BLK',
      wholesalePriceKopecks: 80_000,
    });

    const protectedUpdate = await cart.update({
      productId: product.id,
      size: 'S',
      color: 'BLK',
      newQuantity: 1,
    });
    expect(protectedUpdate.status).toBe(409);
    expect(protectedUpdate.body.error).toMatchObject({
      code: 'WHOLESALE_GROUP_PROTECTED',
      message: 'Защита оптового набора',
    });
    const protectedRemove = await cart.remove({ productId: product.id, size: 'M', color: 'BLK' });
    expect(protectedRemove.status).toBe(409);

    const grown = await cart.updateGroup({ wholesaleGroupId: groupId, newQuantity: 7 });
    expect(grown.status).toBe(200);
    expect(grown.body.data.lines.map((line: { quantity: number }) => line.quantity)).toEqual([7, 7]);

    const gone = await cart.removeGroup({ wholesaleGroupId: groupId });
    expect(gone.status).toBe(200);
    expect(gone.body.data.lines).toEqual([]);
  });

  it("gives each wholesale line its set's minimum, the product's own else the shop's, and a retail line none", async () => {
    const cart = await signedIn();
    const wholesale = { available: true, enabled: true, wholesalePriceKopecks: 80_000 };
    const own = await createProduct(db(), { wholesale: { ...wholesale, minQuantity: 8 } });
    const shops = await createProduct(db(), { wholesale: { ...wholesale, minQuantity: 0 } });
    const retail = await createProduct(db());
    const setOf = (productId: number) => ({
      productId,
      color: 'BLK',
      size: 'M',
      quantity: 8,
      isWholesale: true,
      wholesaleGroupId: `wg_${productId}_color_group_BLK_all`,
      wholesaleMetadata: { groupType: 'color_group', groupValue: 'BLK' },
    });
    expect((await cart.addBatch([setOf(own.id), setOf(shops.id)])).body.data.totalAdded).toBe(2);
    await cart.add({ productId: retail.id, size: 'M', color: 'BLK', quantity: 1 });

    const { body } = await cart.get();
    const minimumOf = (productId: number) =>
      body.data.lines.find((line: { productId: number }) => line.productId === productId)?.setMinimum;
    expect(minimumOf(own.id)).toBe(8);
    expect(minimumOf(shops.id)).toBe(5);
    expect(minimumOf(retail.id)).toBeNull();
  });

  it('migrates a guest cart: merged with what is there, capped at stock, the rest reported', async () => {
    const cart = await signedIn();
    const product = await createProduct(db(), {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 3 }],
    });
    const other = await createProduct(db());
    await cart.add({ productId: product.id, size: 'M', color: 'BLK', quantity: 2 });
    const { status, body } = await cart.migrate({
      items: [
        { productId: product.id, size: 'M', color: 'BLK', quantity: 2, price: 1 },
        { productId: other.id, size: 'M', color: 'BLK', quantity: 1 },
        { productId: other.id, size: 'XL', color: 'BLK', quantity: 1 },
      ],
    });
    expect(status).toBe(200);
    expect(body.data.migratedItems).toEqual([
      { productId: product.id, color: 'BLK', size: 'M', quantity: 1 },
      { productId: other.id, color: 'BLK', size: 'M', quantity: 1 },
    ]);
    expect(body.data.failedItems).toEqual([
      {
        productId: product.id,
        color: 'BLK',
        size: 'M',
        quantity: 1,
        error: 'Недостаточно товара: осталось 3 шт.',
      },
      {
        productId: other.id,
        color: 'BLK',
        size: 'XL',
        quantity: 1,
        error: 'Такого сочетания цвета и размера нет',
      },
    ]);
    expect(body.data.cart.lines.map((line: { quantity: number }) => line.quantity)).toEqual([3, 1]);
  });

  it('applies a promocode to the cart and takes it off', async () => {
    const cart = await signedIn();
    const product = await createProduct(db(), { priceKopecks: 100_000 });
    const code = await createPromocode(db(), { discountType: 'fixed', discountValue: 10_000 });
    await cart.add({ productId: product.id, size: 'M', color: 'BLK', quantity: 2 });

    const applied = await cart.applyPromocode(code.code.toLowerCase());
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({
      promocodeDiscountKopecks: 10_000,
      appliedPromocode: {
        code: code.code,
        promocodeId: code.id,
        discountType: 'fixed',
        discountKopecks: 10_000,
      },
      finalTotalKopecks: 190_000 + 30_000,
    });
    expect((await cart.get()).body.data.appliedPromocode.code).toBe(code.code);

    const removed = await cart.removePromocode();
    expect(removed.body.data).toMatchObject({ appliedPromocode: null, promocodeDiscountKopecks: 0 });
  });

  it('estimates shipping for the region and method asked for', async () => {
    const cart = await signedIn();
    const product = await createProduct(db(), { priceKopecks: 100_000 });
    await cart.add({ productId: product.id, size: 'M', color: 'BLK', quantity: 1 });
    const { body } = await cart.get('region=kazan&shippingMethodId=courier');
    expect(body.data).toMatchObject({
      region: 'kazan',
      shippingMethod: { id: 'courier', feeKopecks: 30_000, estimatedDays: '1-2 рабочих дня' },
      finalTotalKopecks: 130_000,
    });
  });
});
