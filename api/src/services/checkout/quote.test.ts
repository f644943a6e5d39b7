import type { DatabaseHandle } from '@shop/db';
import { schema } from '@shop/db';
import {
  createProduct,
  createPromocode,
  createTestDatabase,
  createUser,
  testDatabaseKinds,
} from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/errors';
import { quoteCart } from './quote';

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())('pricing a cart on the server on %s', (kind) => {
  let database: DatabaseHandle;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await db()
      .insert(schema.shippingMethods)
      .values([
        {
          id: 'courier',
          name: 'Курьерская доставка',
          priceKopecks: 30_000,
          freeFromKopecks: 300_000,
          estimatedDays: '1-2 рабочих дня',
          regions: ['moscow'],
          isDefault: true,
        },
        {
          id: 'post',
          name: 'Почта России',
          priceKopecks: 35_000,
          freeFromKopecks: null,
          estimatedDays: '5-12 дней',
          sortOrder: 1,
        },
        {
          id: 'express',
          name: 'Экспресс',
          priceKopecks: 90_000,
          estimatedDays: 'сегодня',
          minOrderValueKopecks: 1_000_000,
          regions: ['moscow'],
          sortOrder: 2,
        },
      ]);
  });
  afterAll(() => database.close());

  const line = (productId: number, quantity = 1, extra: object = {}) => ({
    productId,
    colorCode: 'BLK',
    sizeCode: 'M',
    quantity,
    ...extra,
  });
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    return {
      code: apiError.code,
      status: apiError.status,
      message: apiError.message,
      fields: apiError.fields,
    };
  };

  it('prices lines from the catalogue with names, Russian color names, images and shipping', async () => {
    const product = await createProduct(db(), {
      priceKopecks: 120_000,
      originalPriceKopecks: 150_000,
      isSale: true,
      variants: [{ colorCode: 'RED', sizeCode: 'S', quantity: 4 }],
      images: [{ url: '/uploads/red.webp', isPrimary: true, type: 'main', colorCode: 'RED' }],
    });
    const quote = await quoteCart(db(), {
      lines: [{ productId: product.id, colorCode: 'RED', sizeCode: 'S', quantity: 2 }],
    });
    expect(quote.lines).toEqual([
      expect.objectContaining({
        productId: product.id,
        name: product.name.ru,
        sku: `${product.baseSku}-RED-S`,
        image: '/uploads/red.webp',
        colorCode: 'RED',
        colorName: 'Красный',
        sizeCode: 'S',
        quantity: 2,
        unitPriceKopecks: 120_000,
        originalPriceKopecks: 150_000,
        subtotalKopecks: 240_000,
        discountKopecks: 0,
        totalKopecks: 240_000,
        isWholesale: false,
        availableQuantity: 4,
        problem: null,
      }),
    ]);
    expect(quote).toMatchObject({
      subtotalKopecks: 240_000,
      shippingFeeKopecks: 30_000,
      freeShippingEligible: false,
      freeShippingProgress: 80,
      finalTotalKopecks: 270_000,
      shippingMethod: { id: 'courier', feeKopecks: 30_000, estimatedDays: '1-2 рабочих дня' },
      region: 'moscow',
    });
  });

  it("prices a wholesale line with the product's wholesale terms and ignores the client's prices", async () => {
    const product = await createProduct(db(), {
      priceKopecks: 100_000,
      wholesale: { available: true, enabled: true, minQuantity: 5, discountPercentage: 15 },
    });
    const quote = await quoteCart(db(), {
      lines: [
        line(product.id, 5, {
          isWholesale: true,
          wholesaleGroupId: `wg_${product.id}_individual_BLK_M`,
          wholesaleMetadata: {
            groupType: 'individual',
            retailPriceKopecks: 1,
            wholesalePriceKopecks: 1,
            appliedDiscountKopecks: 1,
            discountPercentage: 99,
          },
        }),
      ],
    });
    expect(quote.lines[0]).toMatchObject({
      unitPriceKopecks: 85_000,
      subtotalKopecks: 425_000,
      isWholesale: true,
      wholesaleMetadata: {
        groupType: 'individual',
        retailPriceKopecks: 100_000,
        wholesalePriceKopecks: 85_000,
        appliedDiscountKopecks: 15_000,
        discountPercentage: 15,
      },
    });
    expect(quote).toMatchObject({ totalWholesaleSavingsKopecks: 75_000, hasWholesale: true, isMixed: false });
  });

  it('refuses more than the stock with "Недостаточно товара" and what is left, per line', async () => {
    const product = await createProduct(db(), {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 3 }],
    });
    const other = await createProduct(db());
    expect(await refusal(quoteCart(db(), { lines: [line(other.id), line(product.id, 4)] }))).toEqual({
      code: 'INSUFFICIENT_STOCK',
      status: 409,
      message: 'Недостаточно товара',
      fields: { 'lines.1.quantity': 'Осталось 3 шт.' },
    });
  });

  it('refuses an unknown product, an unknown variant and an inactive product', async () => {
    const product = await createProduct(db());
    const hidden = await createProduct(db(), { isActive: false });
    expect(await refusal(quoteCart(db(), { lines: [line(99_999_999)] }))).toMatchObject({
      status: 404,
      message: 'Товар не найден',
    });
    expect(
      await refusal(quoteCart(db(), { lines: [line(product.id, 1, { sizeCode: 'XXL' })] })),
    ).toMatchObject({
      status: 404,
      message: 'Такого сочетания цвета и размера нет',
      fields: { 'lines.0': 'Такого сочетания цвета и размера нет' },
    });
    expect(await refusal(quoteCart(db(), { lines: [line(hidden.id)] }))).toMatchObject({
      status: 409,
      message: 'Товар снят с продажи',
    });
  });

  it('applies a promocode to every line and reports its discount', async () => {
    const product = await createProduct(db(), { priceKopecks: 100_500 });
    const user = await createUser(db());
    const code = await createPromocode(db(), { discountType: 'percentage', discountValue: 10 });
    const quote = await quoteCart(db(), {
      lines: [line(product.id, 1)],
      promocodeCode: code.code.toLowerCase(),
      userId: user.id,
    });
    expect(quote.lines[0]).toMatchObject({ discountKopecks: 10_050, totalKopecks: 90_450 });
    expect(quote.promocode).toEqual({
      id: code.id,
      code: code.code,
      discountType: 'percentage',
      discountKopecks: 10_050,
      shippingDiscountKopecks: 0,
    });
    expect(quote.finalTotalKopecks).toBe(90_450 + 30_000);
  });

  it('makes shipping free with a free-shipping code', async () => {
    const product = await createProduct(db());
    const user = await createUser(db());
    const code = await createPromocode(db(), { discountType: 'free_shipping', discountValue: 0 });
    const quote = await quoteCart(db(), {
      lines: [line(product.id)],
      promocodeCode: code.code,
      userId: user.id,
    });
    expect(quote).toMatchObject({
      shippingFeeKopecks: 0,
      promocode: { shippingDiscountKopecks: 30_000 },
      finalTotalKopecks: 299_000,
    });
  });

  it('refuses a promocode to a guest, over its cap, over the customer limit and below its minimum', async () => {
    const product = await createProduct(db());
    const user = await createUser(db());
    const lines = [line(product.id)];
    const plain = await createPromocode(db());
    expect(await refusal(quoteCart(db(), { lines, promocodeCode: plain.code }))).toMatchObject({
      status: 401,
      message: 'Вы должны войти в систему, чтобы использовать промокоды',
    });
    const usedUp = await createPromocode(db(), { maxUsage: 3, usageCount: 3 });
    expect(
      await refusal(quoteCart(db(), { lines, promocodeCode: usedUp.code, userId: user.id })),
    ).toMatchObject({
      status: 400,
      message: 'Лимит использований промокода исчерпан',
    });
    const expired = await createPromocode(db(), { validUntil: new Date(Date.now() - DAY_MS) });
    expect(
      await refusal(quoteCart(db(), { lines, promocodeCode: expired.code, userId: user.id })),
    ).toMatchObject({
      message: 'Срок действия промокода истёк',
    });
    const big = await createPromocode(db(), { minOrderValueKopecks: 500_000 });
    expect(await refusal(quoteCart(db(), { lines, promocodeCode: big.code, userId: user.id }))).toMatchObject(
      {
        message: 'Минимальная сумма заказа для этого промокода — 5\u00a0000\u00a0₽',
      },
    );
    expect(await refusal(quoteCart(db(), { lines, promocodeCode: 'NOPE', userId: user.id }))).toMatchObject({
      message: 'Неверный промокод',
    });

    const once = await createPromocode(db(), { perUserLimit: 1 });
    const [order] = await db()
      .insert(schema.orders)
      .values({
        userId: user.id,
        customer: { name: 'Анна', phone: '+79990000000' },
        subtotalKopecks: 299_000,
        totalKopecks: 299_000,
      })
      .returning({ id: schema.orders.id });
    await db()
      .insert(schema.promocodeRedemptions)
      .values({ promocodeId: once.id, userId: user.id, orderId: order!.id, discountKopecks: 100 });
    expect(
      await refusal(quoteCart(db(), { lines, promocodeCode: once.code, userId: user.id })),
    ).toMatchObject({
      message: 'Вы уже использовали этот промокод максимальное число раз',
    });
    // Another customer may still use it.
    const other = await createUser(db());
    expect(
      (await quoteCart(db(), { lines, promocodeCode: once.code, userId: other.id })).promocode?.code,
    ).toBe(once.code);
  });

  it('picks the asked-for shipping method and refuses an unknown or unfit one', async () => {
    const product = await createProduct(db());
    const lines = [line(product.id)];
    expect(
      (await quoteCart(db(), { lines, shippingMethodId: 'post', region: 'kazan' })).shippingMethod,
    ).toEqual({
      id: 'post',
      name: 'Почта России',
      feeKopecks: 35_000,
      estimatedDays: '5-12 дней',
      isPickup: false,
    });
    expect(await refusal(quoteCart(db(), { lines, shippingMethodId: 'teleport' }))).toMatchObject({
      status: 400,
      message: 'Способ доставки не найден',
    });
    expect(await refusal(quoteCart(db(), { lines, shippingMethodId: 'express' }))).toMatchObject({
      message: 'Этот способ доставки недоступен для вашего заказа',
    });
  });

  it('in the cart view, shows lines it cannot sell and a promocode that no longer fits instead of refusing', async () => {
    const product = await createProduct(db(), {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 1 }],
    });
    const user = await createUser(db());
    const big = await createPromocode(db(), { minOrderValueKopecks: 5_000_000 });
    const quote = await quoteCart(
      db(),
      { lines: [line(product.id, 2)], promocodeCode: big.code, userId: user.id },
      { lenient: true },
    );
    expect(quote.lines[0]).toMatchObject({
      availableQuantity: 1,
      problem: 'Недостаточно товара: осталось 1 шт.',
    });
    expect(quote.promocode).toBeNull();
    expect(quote.promocodeProblem).toBe('Минимальная сумма заказа для этого промокода — 50\u00a0000\u00a0₽');
  });
});
