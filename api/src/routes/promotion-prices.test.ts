/**
 * A promoted price agrees to the kopeck on every surface a buyer or staff read it from: the catalogue card, the
 * product page, the cart (a promocode taken off the promoted price), the order, the ЮKassa receipt, the Telegram invoice, the admin order page and the CSV.
 */
import { randomUUID } from 'node:crypto';
import { startFakeBotApi } from '@shop/bot/testing';
import { defaultCustomerServiceSettings } from '@shop/core';
import { saveSettingsValue, schema } from '@shop/db';
import { createCategory, createProduct, createPromocode, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { shopTelegram } from '../telegram/shop-bot';
import { bearer, createAccount, login, tokenFor } from '../testing/auth-fixtures';
import { cartRequests } from '../testing/cart-requests';
import { startFakeYookassa } from '../testing/fake-yookassa';
import { createTestApp, json, type TestApp } from '../testing/test-app';

const SHOP = { shopId: '500100', secretKey: 'test_yookassa_secret' };
const botToken = '123456789:promotion-prices-test-token';
const checkout = {
  contact: { name: 'Анна Смирнова', phone: '8 (900) 123-45-67', email: 'anna@example.ru' },
  address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
  shippingMethodId: 'courier',
};

describe.each(testDatabaseKinds())('a promoted price on every surface on %s', (kind) => {
  let t: TestApp;
  let app: TestApp['app'];
  let yookassa: Awaited<ReturnType<typeof startFakeYookassa>>;
  let telegram: Awaited<ReturnType<typeof startFakeBotApi>>;
  const db = () => t.deps.database.db;

  beforeAll(async () => {
    // ЮKassa set to require receipts refuses a payment whose receipt does not add up to its amount.
    yookassa = await startFakeYookassa({ ...SHOP, requireReceipt: true });
    telegram = await startFakeBotApi({ token: botToken });
    t = await createTestApp(kind, {
      config: {
        publicUrl: 'https://shop.example',
        yookassa: { ...SHOP, apiRoot: yookassa.apiRoot },
        paymentProviderToken: '381764678:TEST:promotion-prices',
      },
    });
    const shop = shopTelegram(
      {
        ...t.deps.config,
        botToken,
        telegramApiRoot: telegram.apiRoot,
        telegramStaffChatId: undefined,
        publicUrl: 'https://shop.example',
        port: 4800,
      },
      db(),
      t.deps.log,
    );
    ({ app } = createApp({
      ...t.deps,
      outbox: shop.outbox,
      ...(shop.paymentsBotApi ? { paymentsBotApi: shop.paymentsBotApi } : {}),
    }));
    await db().insert(schema.shippingMethods).values({
      id: 'courier',
      name: 'Курьер',
      priceKopecks: 30_000,
      estimatedDays: '1-2 дня',
      isDefault: true,
    });
    const { payment } = defaultCustomerServiceSettings;
    await saveSettingsValue(
      db(),
      'customer_service',
      {
        ...defaultCustomerServiceSettings,
        payment: { ...payment, receipts: { enabled: true, vatCode: 1, taxSystemCode: 2 } },
      },
      null,
    );
  });
  /** Staff start a promotion of a percent off one product, now. */
  const percentOff = async (
    admin: Record<string, string>,
    productId: number,
    name: string,
    badge: string,
    discountValue: number,
  ) => {
    const created = await app.request('/api/admin/promotions', {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        badge,
        discountType: 'percentage',
        discountValue,
        scope: 'products',
        categoryIds: [],
        productIds: [productId],
        startsAt: null,
        endsAt: null,
      }),
    });
    expect(created.status).toBe(200);
  };
  afterAll(async () => {
    await t.close();
    await telegram.close();
    await yookassa.close();
  });

  it('reads 3 391,50 ₽ for 3 990 ₽ less 15 % from the card to the CSV', async () => {
    const category = await createCategory(db());
    const product = await createProduct(db(), {
      category,
      priceKopecks: 399_000,
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 10 }],
    });
    const admin = bearer(await tokenFor(t, 'admin'));
    await percentOff(admin, product.id, 'Чёрная пятница', '−15%', 15);
    const unit = 339_150;

    const card = (await json(await app.request(`/api/products?category=${category.slug}`))).data.products[0];
    expect(card).toMatchObject({ price: unit / 100, originalPrice: 3990, promotions: [{ badge: '−15%' }] });
    const page = (await json(await app.request(`/api/products/${product.id}`))).data;
    expect(page).toMatchObject({ price: unit / 100, originalPrice: 3990, promotions: [{ badge: '−15%' }] });

    // The cart and the order a signed-in buyer places from it, paid through ЮKassa with a receipt.
    const account = await createAccount(t);
    const { token } = await login(t, account.email, account.password);
    const cart = cartRequests({ ...t, app }, token);
    const added = await cart.add({ productId: product.id, color: 'BLK', size: 'M', quantity: 2 });
    expect(added.status).toBe(200);
    const [cartLine] = (await cart.get('shippingMethodId=courier')).body.data.lines;
    expect(cartLine).toMatchObject({
      unitPriceKopecks: unit,
      originalPriceKopecks: 399_000,
      totalKopecks: 2 * unit,
      product: { priceKopecks: unit, originalPriceKopecks: 399_000 },
    });
    // A promocode applies on top of the promoted price: 10 % of 2 × 3 391,50 ₽.
    const code = await createPromocode(db(), { discountType: 'percentage', discountValue: 10 });
    expect((await cart.applyPromocode(code.code)).status).toBe(200);
    const placed = await app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...bearer(token) },
      body: JSON.stringify({ ...checkout, paymentMethod: 'yookassa' }),
    });
    expect(placed.status).toBe(201);
    const order = (await json(placed)).data;
    expect(order.items).toMatchObject([
      { unitPriceKopecks: unit, quantity: 2, discountKopecks: 67_830, lineTotalKopecks: 2 * unit - 67_830 },
    ]);
    expect(order.totals).toMatchObject({
      subtotalKopecks: 2 * unit,
      discountKopecks: 67_830,
      totalKopecks: 2 * unit - 67_830 + 30_000,
    });
    // The fake refuses a payment whose receipt lines (the order's lines) do not add up to its amount.
    const [payment] = [...yookassa.payments.values()].filter((p) => p.metadata.order_id === order.id);
    expect(payment?.amount.value).toBe('6404.70');

    // A guest's order of one, paid in Telegram: the invoice lists it at the same price.
    const guest = await app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        ...checkout,
        paymentMethod: 'telegram',
        lines: [{ productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity: 1 }],
      }),
    });
    expect(guest.status).toBe(201);
    const guestOrder = (await json(guest)).data;
    expect(guestOrder.items).toMatchObject([{ unitPriceKopecks: unit }]);
    const link = await app.request(
      `/api/orders/${guestOrder.id}/invoice-link?token=${guestOrder.accessToken}`,
      {
        method: 'POST',
      },
    );
    expect(link.status).toBe(200);
    const invoice = await telegram.waitForCall('createInvoiceLink');
    const prices = (
      typeof invoice.payload.prices === 'string' ? JSON.parse(invoice.payload.prices) : invoice.payload.prices
    ) as { label: string; amount: number }[];
    expect(prices).toEqual([expect.objectContaining({ amount: unit }), { label: 'Курьер', amount: 30_000 }]);

    // Staff read the same on the order's page and in the CSV.
    const staffView = (await json(await app.request(`/api/admin/orders/${order.id}`, { headers: admin })))
      .data;
    expect(staffView.order.items).toMatchObject([{ unitPriceKopecks: unit, quantity: 2 }]);
    const csv = await (await app.request('/api/admin/csv/orders.csv', { headers: admin })).text();
    const row = csv.split('\r\n').find((line) => line.startsWith(`${order.number};`));
    expect(row).toContain(';6783,00;678,30;300,00;0,00;6404,70;');
  });

  it('never sells a wholesale piece above the promoted retail price: 4 500 ₽ wholesale under a 20 % promotion is 4 000 ₽', async () => {
    const category = await createCategory(db());
    const product = await createProduct(db(), {
      category,
      priceKopecks: 500_000,
      wholesale: { available: true, enabled: true, minQuantity: 5, wholesalePriceKopecks: 450_000 },
      variants: [
        { colorCode: 'BLK', sizeCode: 'S', quantity: 20 },
        { colorCode: 'BLK', sizeCode: 'M', quantity: 20 },
      ],
    });
    const admin = bearer(await tokenFor(t, 'admin'));
    await percentOff(admin, product.id, 'Минус двадцать', '−20%', 20);
    const unit = 400_000;
    const wholesaleTerms = { wholesalePrice: 4000, discountPercentage: 20, savings: 1000 };

    const card = (await json(await app.request(`/api/products?category=${category.slug}`))).data.products[0];
    expect(card).toMatchObject({ price: 4000, originalPrice: 5000, wholesale: wholesaleTerms });
    const page = (await json(await app.request(`/api/products/${product.id}`))).data;
    expect(page).toMatchObject({ price: 4000, originalPrice: 5000, wholesale: wholesaleTerms });

    const account = await createAccount(t);
    const { token } = await login(t, account.email, account.password);
    const cart = cartRequests({ ...t, app }, token);
    const groupId = `wg_${product.id}_color_group_BLK_all`;
    const added = await cart.addBatch(
      ['S', 'M'].map((size) => ({
        productId: product.id,
        color: 'BLK',
        size,
        quantity: 5,
        isWholesale: true,
        wholesaleGroupId: groupId,
        wholesaleMetadata: { groupType: 'color_group', groupValue: 'BLK', wholesalePrice: 1 },
      })),
    );
    expect(added.body.data.totalAdded).toBe(2);
    expect(added.body.data.cart).toMatchObject({ wholesaleSubtotalKopecks: 10 * unit, hasWholesale: true });
    expect(
      added.body.data.cart.lines.map((line: { unitPriceKopecks: number }) => line.unitPriceKopecks),
    ).toEqual([unit, unit]);

    const placed = await app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...bearer(token) },
      body: JSON.stringify({ ...checkout, paymentMethod: 'cash' }),
    });
    expect(placed.status).toBe(201);
    const order = (await json(placed)).data;
    expect(order.items).toMatchObject([
      { unitPriceKopecks: unit, quantity: 5 },
      { unitPriceKopecks: unit, quantity: 5 },
    ]);
    expect(order.totals).toMatchObject({ subtotalKopecks: 10 * unit });
    const staffView = (await json(await app.request(`/api/admin/orders/${order.id}`, { headers: admin })))
      .data;
    expect(staffView.order.items).toMatchObject([{ unitPriceKopecks: unit }, { unitPriceKopecks: unit }]);
  });
});
