import { randomUUID } from 'node:crypto';
import { startFakeBotApi } from '@shop/bot/testing';
import { formatKopecks, orderTexts } from '@shop/core';
import { addOrderNote, dropReferenceCache, findOrderWithItems, schema } from '@shop/db';
import {
  createCategory,
  createProduct,
  createPromocode,
  createSize,
  type ProductRow,
  testDatabaseKinds,
  withStatementLog,
} from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { telegramOutbox } from '../telegram/outbox';
import { bearer, createAccount, login, tokenFor } from '../testing/auth-fixtures';
import { cartRequests } from '../testing/cart-requests';
import { guestCheckout as checkout } from '../testing/checkout-fixtures';
import { testOutbox } from '../testing/telegram-outbox';
import { createTestApp, json, type TestApp } from '../testing/test-app';

describe.each(testDatabaseKinds())('orders on %s', (kind) => {
  let t: TestApp;
  const db = () => t.deps.database.db;

  const placeOrder = (body: unknown, headers: Record<string, string> = {}, app = t.app) =>
    app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const withKey = (key = randomUUID()) => ({ 'idempotency-key': key });
  const guestOrder = (product: ProductRow, quantity = 1) => ({
    ...checkout,
    lines: [{ productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity }],
  });
  /** What the product page shows as left of the one variant. */
  const stockOf = async (productId: number) =>
    (await json(await t.app.request(`/api/products/${productId}`))).data.variants[0].quantity;
  const cartLines = (cartId: string) =>
    db().query.cartItems.findMany({ where: (items, { eq }) => eq(items.cartId, cartId) });
  const newProduct = (quantity = 10) =>
    createProduct(db(), { variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity }] });

  /** A signed-in buyer with these lines in the server cart (and a promocode applied, when given). */
  async function buyerWithCart(lines: { product: ProductRow; quantity: number }[], promocode?: string) {
    const account = await createAccount(t);
    const { token } = await login(t, account.email, account.password);
    const [cart] = await db()
      .insert(schema.carts)
      .values({
        userId: account.id,
        ...(promocode
          ? {
              appliedPromocode: {
                code: promocode,
                promocodeId: randomUUID(),
                discountKopecks: 0,
                shippingDiscountKopecks: 0,
                discountType: 'percentage' as const,
                appliedAt: new Date().toISOString(),
              },
            }
          : {}),
      })
      .returning();
    for (const { product, quantity } of lines) {
      await db().insert(schema.cartItems).values({
        cartId: cart!.id,
        productId: product.id,
        colorCode: 'BLK',
        sizeCode: 'M',
        quantity,
        priceKopecks: 1,
      });
    }
    return { account, token, cartId: cart!.id };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    await db().insert(schema.shippingMethods).values({
      id: 'courier',
      name: 'Курьер',
      priceKopecks: 30_000,
      estimatedDays: '1-2 дня',
      isDefault: true,
    });
  });
  afterAll(() => t.close());

  it('places a guest order priced by the server, whatever prices the client sends, with an access token', async () => {
    const product = await newProduct(5);
    const body = guestOrder(product, 2);
    const response = await placeOrder(
      {
        ...body,
        totalKopecks: 1,
        lines: [{ ...body.lines[0], priceKopecks: 1, price: 1, unitPriceKopecks: 1 }],
      },
      withKey(),
    );
    expect(response.status).toBe(201);
    const order = (await json(response)).data;
    expect(order).toMatchObject({
      number: expect.any(Number),
      status: 'pending',
      statusLabel: 'Новый',
      paymentStatus: 'unpaid',
      paymentMethod: 'cash',
      customer: { name: 'Анна Смирнова', phone: '+79001234567' },
      shipping: { methodId: 'courier', name: 'Курьер', feeKopecks: 30_000 },
      items: [
        {
          productId: product.id,
          name: product.name.ru,
          colorCode: 'BLK',
          sizeCode: 'M',
          quantity: 2,
          unitPriceKopecks: 299_000,
          lineTotalKopecks: 598_000,
        },
      ],
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // 3 % cash commission on goods and shipping: (5 980 + 300) ₽ x 3 % = 188.40 ₽.
    expect(order.totals).toEqual({
      subtotalKopecks: 598_000,
      discountKopecks: 0,
      shippingKopecks: 30_000,
      paymentFeeKopecks: 18_840,
      totalKopecks: 646_840,
    });
    expect(await stockOf(product.id)).toBe(3);
  });

  it('answers the same order for the same key, 422 for the key with another body, 400 without a key', async () => {
    const product = await newProduct(10);
    const key = withKey();
    const first = await json(await placeOrder(guestOrder(product, 1), key));
    const again = await placeOrder(guestOrder(product, 1), key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const replayed = (await json(again)).data;
    expect(replayed.id).toBe(first.data.id);
    expect(replayed.accessToken).toBe(first.data.accessToken);
    expect(await stockOf(product.id)).toBe(9);

    const other = await placeOrder(guestOrder(product, 2), key);
    expect(other.status).toBe(422);
    expect((await json(other)).error).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message:
        'Этот ключ Idempotency-Key уже использован для другого заказа: создайте новый ключ для нового заказа',
    });

    const missing = await placeOrder(guestOrder(product, 1));
    expect(missing.status).toBe(400);
    expect((await json(missing)).error.message).toMatch(/^Укажите заголовок Idempotency-Key/);
    expect(await stockOf(product.id)).toBe(9);
  });

  it('makes one order of 10 concurrent requests with one key', async () => {
    const product = await newProduct(50);
    const key = withKey();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(guestOrder(product, 3), key)),
    );
    const bodies = await Promise.all(responses.map((response) => json(response)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    expect(new Set(bodies.map((body) => body.data.id)).size).toBe(1);
    expect(await stockOf(product.id)).toBe(47);
  });

  it('orders a signed-in cart once when it is sent many times at once, with one key or many', async () => {
    const product = await newProduct(50);
    const { token, cartId } = await buyerWithCart([{ product, quantity: 2 }]);
    const sameKey = { ...withKey(), ...bearer(token) };
    const repeats = await Promise.all(Array.from({ length: 5 }, () => placeOrder(checkout, sameKey)));
    expect(repeats.map((response) => response.status)).toEqual(Array(5).fill(201));
    const orderIds = new Set((await Promise.all(repeats.map(json))).map((body) => body.data.id));
    expect(orderIds.size).toBe(1);
    expect(await stockOf(product.id)).toBe(48);

    await db().insert(schema.cartItems).values({
      cartId,
      productId: product.id,
      colorCode: 'BLK',
      sizeCode: 'M',
      quantity: 3,
      priceKopecks: 1,
    });
    const others = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder(checkout, { ...withKey(), ...bearer(token) })),
    );
    // The first takes the cart and empties it; the others, each waiting for the cart, find it empty.
    expect(others.map((response) => response.status).sort()).toEqual([201, 400, 400, 400, 400]);
    expect(await stockOf(product.id)).toBe(45);
  });

  it('orders a signed-in buyer’s server cart with its promocode, counts the use and empties the cart', async () => {
    const product = await newProduct(10);
    const code = await createPromocode(db(), { discountValue: 10, maxUsage: 5 });
    const { token, cartId } = await buyerWithCart([{ product, quantity: 2 }], code.code);
    const response = await placeOrder(checkout, { ...withKey(), ...bearer(token) });
    expect(response.status).toBe(201);
    const order = (await json(response)).data;
    expect(order.accessToken).toBeUndefined();
    expect(order.promocode).toEqual({ code: code.code });
    expect(order.totals.discountKopecks).toBe(59_800);
    expect(order.items).toMatchObject([
      {
        productId: product.id,
        quantity: 2,
        unitPriceKopecks: 299_000,
        discountKopecks: 59_800,
        lineTotalKopecks: 598_000 - 59_800,
      },
    ]);
    const lineTotals = order.items.reduce(
      (sum: number, item: { lineTotalKopecks: number }) => sum + item.lineTotalKopecks,
      0,
    );
    expect(order.totals.totalKopecks).toBe(
      lineTotals + order.totals.shippingKopecks + order.totals.paymentFeeKopecks,
    );
    const stored = await json(await t.app.request(`/api/orders/${order.id}`, { headers: bearer(token) }));
    expect(stored.data.items).toEqual(order.items);
    const counted = await db().query.promocodes.findFirst({ where: (row, { eq }) => eq(row.id, code.id) });
    expect(counted!.usageCount).toBe(1);
    expect(await cartLines(cartId)).toEqual([]);
    expect(await stockOf(product.id)).toBe(8);
  });

  it("fills an empty profile phone with her order's, keeps one she has, and leaves one another account holds", async () => {
    const me = async (token: string) =>
      (await json(await t.app.request('/api/auth/me', { headers: bearer(token) }))).data.user;
    const orderAs = (token: string, phone: string) =>
      placeOrder(
        { ...checkout, contact: { ...checkout.contact, phone } },
        { ...withKey(), ...bearer(token) },
      );
    const product = await newProduct(10);

    const first = await buyerWithCart([{ product, quantity: 1 }]);
    expect((await me(first.token)).phone).toBeNull();
    expect((await orderAs(first.token, '+7 (916) 700-11-22')).status).toBe(201);
    expect((await me(first.token)).phone).toBe('79167001122');
    // Her next order with another phone leaves the profile's as it is.
    await cartRequests(t, first.token).add({ productId: product.id, size: 'M', color: 'BLK', quantity: 1 });
    expect((await orderAs(first.token, '8 916 700-33-44')).status).toBe(201);
    expect((await me(first.token)).phone).toBe('79167001122');

    // Another account holds the phone: the order goes through, the profile stays without one.
    const second = await buyerWithCart([{ product, quantity: 1 }]);
    const response = await orderAs(second.token, '8 916 700-11-22');
    expect(response.status).toBe(201);
    expect((await json(response)).data.customer.phone).toBe('+79167001122');
    expect((await me(second.token)).phone).toBeNull();
    expect(await stockOf(product.id)).toBe(7);
  });

  it('reads the same sum to the kopeck in the answer, the staff post and the CSV, lines at their own price', async () => {
    const product = await createProduct(db(), {
      priceKopecks: 399_000,
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 3 }],
    });
    const code = await createPromocode(db(), { discountType: 'fixed', discountValue: 15_300 });
    const { token } = await buyerWithCart([{ product, quantity: 1 }], code.code);
    const telegram = await startFakeBotApi({ token: '123456789:orders-kopecks-test' });
    const shop = testOutbox(t.deps.database, telegram, {
      token: '123456789:orders-kopecks-test',
      log: t.deps.log,
      staffChatId: '-1009876543210',
    });
    const app = createApp({ ...t.deps, outbox: shop.outbox }).app;
    try {
      const response = await placeOrder(checkout, { ...withKey(), ...bearer(token) }, app);
      expect(response.status).toBe(201);
      const order = (await json(response)).data;
      // (3 990 − 153 + 300) ₽ × 3 % = 124.11 ₽, rounded to a kopeck once when the order is placed.
      expect(order.totals).toEqual({
        subtotalKopecks: 399_000,
        discountKopecks: 15_300,
        shippingKopecks: 30_000,
        paymentFeeKopecks: 12_411,
        totalKopecks: 426_111,
      });
      expect(order.items).toMatchObject([
        { unitPriceKopecks: 399_000, quantity: 1, discountKopecks: 15_300 },
      ]);

      await shop.send();
      const [post] = telegram.callsTo('sendMessage');
      expect(String(post?.payload.text).replace(/\s/g, ' ')).toContain(
        `Новый заказ №${order.number} на 4 261,11 ₽`,
      );

      const csv = await (
        await t.app.request('/api/admin/csv/orders.csv', { headers: bearer(await tokenFor(t, 'admin')) })
      ).text();
      const line = csv.split('\r\n').find((l) => l.startsWith(`${order.number};`));
      expect(line).toContain(';3990,00;153,00;300,00;124,11;4261,11;');
    } finally {
      await telegram.close();
    }
  });

  it('places a guest order in two statements (round-trips.test.ts: and no BEGIN or COMMIT)', async () => {
    const { database, statements } = withStatementLog(t.deps.database);
    const { app } = createApp({ ...t.deps, database });
    const [first, second] = [await newProduct(5), await newProduct(5)];
    // The first order also fills this database's cache of settings and shipping methods.
    expect((await placeOrder(guestOrder(first), withKey(), app)).status).toBe(201);
    statements.length = 0;
    const body = {
      ...checkout,
      lines: [
        { productId: second.id, colorCode: 'BLK', sizeCode: 'M', quantity: 2 },
        { productId: first.id, colorCode: 'BLK', sizeCode: 'M', quantity: 1 },
      ],
    };
    const response = await placeOrder(body, withKey(), app);
    expect(response.status).toBe(201);
    // The products, then place_order: the order (claiming the key), the stock, the lines and the first event.
    expect(statements).toHaveLength(2);
    expect(await stockOf(first.id)).toBe(3);
    expect(await stockOf(second.id)).toBe(3);
  });

  it('keeps the size as the buyer reads it on each line («Единый размер» for ONE)', async () => {
    await createSize(db(), { code: 'ONE', name: { ru: 'Единый размер' }, productType: 'accessories' });
    const product = await createProduct(db(), {
      variants: [{ colorCode: 'BLK', sizeCode: 'ONE', quantity: 3 }],
    });
    const response = await placeOrder(
      { ...checkout, lines: [{ productId: product.id, colorCode: 'BLK', sizeCode: 'ONE', quantity: 1 }] },
      withKey(),
    );
    expect(response.status).toBe(201);
    expect((await json(response)).data.items).toMatchObject([{ sizeCode: 'ONE', sizeName: 'Единый размер' }]);
  });

  it('shows the new stock and sales in the catalogue list at once, after an order and after its cancel', async () => {
    const category = await createCategory(db());
    const product = await createProduct(db(), {
      category,
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 2 }],
    });
    const listed = async () =>
      (await json(await t.app.request(`/api/products?category=${category.slug}`))).data.products[0];
    expect(await listed()).toMatchObject({ totalStock: 2, stockStatus: 'in_stock' });
    const response = await placeOrder(guestOrder(product, 2), withKey());
    expect(response.status).toBe(201);
    const order = (await json(response)).data;
    expect(await listed()).toMatchObject({ totalStock: 0, stockStatus: 'out_of_stock' });
    const sold = async () =>
      (await db().query.products.findFirst({ where: (row, { eq }) => eq(row.id, product.id) }))!.soldCount;
    expect(await sold()).toBe(product.soldCount + 2);
    const cancelled = await t.app.request(`/api/orders/${order.id}/cancel?token=${order.accessToken}`, {
      method: 'POST',
    });
    expect(cancelled.status).toBe(200);
    expect(await listed()).toMatchObject({ totalStock: 2, stockStatus: 'in_stock' });
  });

  it('refuses lines in the body of a signed-in buyer, an empty cart, and a guest order without lines', async () => {
    const product = await newProduct(10);
    const { token } = await buyerWithCart([]);
    const withLines = await placeOrder(guestOrder(product), { ...withKey(), ...bearer(token) });
    expect(withLines.status).toBe(400);
    expect((await json(withLines)).error.message).toBe(
      'Заказ оформляется из корзины вашего аккаунта: не передавайте товары в запросе (поле lines)',
    );
    const empty = await placeOrder(checkout, { ...withKey(), ...bearer(token) });
    expect(empty.status).toBe(400);
    expect((await json(empty)).error.message).toBe('Корзина пуста: добавьте товары, чтобы оформить заказ');
    const guest = await placeOrder(checkout, withKey());
    expect(guest.status).toBe(400);
    expect((await json(guest)).error.message).toBe('Добавьте товары в заказ');
  });

  it('names every wrong checkout field in Russian and saves nothing', async () => {
    const product = await newProduct(10);
    const response = await placeOrder(
      { ...guestOrder(product), contact: { name: 'Анна', phone: '12345' }, address: { region: 'moscow' } },
      withKey(),
    );
    expect(response.status).toBe(400);
    const { error } = await json(response);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toMatchObject({
      'contact.phone': 'Введите российский номер телефона, например +7 900 123-45-67',
    });
    expect(await stockOf(product.id)).toBe(10);
  });

  it('refuses a delivery without a street and a house, naming the fields in Russian, and saves nothing', async () => {
    const product = await newProduct(10);
    const response = await placeOrder(
      { ...guestOrder(product), address: { region: 'moscow', city: 'Москва' } },
      withKey(),
    );
    expect(response.status).toBe(400);
    const { error } = await json(response);
    expect(error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Укажите улицу',
      fields: { 'address.street': 'Укажите улицу', 'address.house': 'Укажите дом' },
    });
    const noCity = await placeOrder(
      { ...guestOrder(product), address: { region: 'moscow', street: 'Покровка', house: '17' } },
      withKey(),
    );
    expect((await json(noCity)).error.fields).toEqual({ 'address.city': 'Укажите город' });
    expect(await stockOf(product.id)).toBe(10);
  });

  it('takes a pickup order with no address at all', async () => {
    await db()
      .insert(schema.shippingMethods)
      .values({
        id: 'showroom',
        name: 'Самовывоз',
        priceKopecks: 0,
        estimatedDays: '1 день',
        details: { pickupAddress: 'Москва, ул. Покровка, 17' },
      })
      .onConflictDoNothing();
    dropReferenceCache(db());
    const product = await newProduct(10);
    const response = await placeOrder(
      { ...guestOrder(product), address: {}, shippingMethodId: 'showroom' },
      withKey(),
    );
    const body = await json(response);
    expect(response.status, JSON.stringify(body)).toBe(201);
    const order = body.data;
    expect(order.shipping).toMatchObject({ methodId: 'showroom', name: 'Самовывоз' });
    expect(await stockOf(product.id)).toBe(9);
  });

  it('refuses more than is in stock with 409 and a Russian message, and takes nothing', async () => {
    const product = await newProduct(1);
    const response = await placeOrder(guestOrder(product, 3), withKey());
    expect(response.status).toBe(409);
    const { error } = await json(response);
    expect(error.code).toBe('INSUFFICIENT_STOCK');
    expect(error.message).toMatch(/Недостаточно товара/);
    expect(await stockOf(product.id)).toBe(1);
  });

  it('shows an order to its buyer, staff and a guest with the token; everyone else gets 404', async () => {
    const product = await newProduct(10);
    const guest = (await json(await placeOrder(guestOrder(product), withKey()))).data;
    const { token: buyerToken } = await buyerWithCart([{ product, quantity: 1 }]);
    const own = (await json(await placeOrder(checkout, { ...withKey(), ...bearer(buyerToken) }))).data;
    const strangerToken = await tokenFor(t, 'user');
    const managerToken = await tokenFor(t, 'manager');
    const get = (id: string, headers: Record<string, string> = {}, query = '') =>
      t.app.request(`/api/orders/${id}${query}`, { headers });

    expect((await get(own.id, bearer(buyerToken))).status).toBe(200);
    expect((await get(own.id, bearer(managerToken))).status).toBe(200);
    expect((await get(guest.id, {}, `?token=${guest.accessToken}`)).status).toBe(200);
    const notFound = { success: false, error: { code: 'NOT_FOUND', message: 'Заказ не найден' } };
    for (const response of [
      await get(own.id, bearer(strangerToken)),
      await get(own.id),
      await get(guest.id),
      await get(guest.id, {}, `?token=${own.id}`),
      await get(guest.id, bearer(strangerToken)),
      await get(own.id, {}, `?token=${guest.accessToken}`),
      await get(randomUUID(), bearer(managerToken)),
      await get('not-an-id', bearer(managerToken)),
    ]) {
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual(notFound);
    }
  });

  it("lists a buyer's own orders newest first, a page at a time", async () => {
    const product = await newProduct(10);
    const { token, cartId } = await buyerWithCart([{ product, quantity: 1 }]);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      if (i > 0) {
        await db().insert(schema.cartItems).values({
          cartId,
          productId: product.id,
          colorCode: 'BLK',
          sizeCode: 'M',
          quantity: 1,
          priceKopecks: 1,
        });
      }
      ids.push((await json(await placeOrder(checkout, { ...withKey(), ...bearer(token) }))).data.id);
    }
    const page = await json(await t.app.request('/api/orders?page=1&limit=2', { headers: bearer(token) }));
    expect(page.data.orders.map((order: { id: string }) => order.id)).toEqual([ids[2], ids[1]]);
    expect(page.data.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2, hasNext: true });
    expect((await t.app.request('/api/orders')).status).toBe(401);
  });

  it('shows an order with its status history, and a guest with the link cancels it while it is new', async () => {
    const product = await newProduct(5);
    const placed = (await json(await placeOrder(guestOrder(product), withKey()))).data;
    const link = `/api/orders/${placed.id}?token=${placed.accessToken}`;
    // A note for staff (a payment recorded, say) keeps the status: the buyer's history shows no second «Новый».
    const row = await findOrderWithItems(t.deps.database.db, placed.id);
    await addOrderNote(t.deps.database.db, row!, 'Оплачен онлайн');
    const shown = (await json(await t.app.request(link))).data;
    expect(shown.history).toEqual([{ status: 'pending', statusLabel: 'Новый', at: expect.any(String) }]);

    const cancel = await t.app.request(`/api/orders/${placed.id}/cancel?token=${placed.accessToken}`, {
      method: 'POST',
    });
    expect(cancel.status).toBe(200);
    const cancelled = (await json(cancel)).data;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.history.map((event: { statusLabel: string }) => event.statusLabel)).toEqual([
      'Новый',
      'Отменён',
    ]);
    expect(await stockOf(product.id)).toBe(5);
  });

  it('finds a guest order by its number and phone, says so in Russian when not, and stops after 10 tries', async () => {
    const product = await newProduct(5);
    const placed = (await json(await placeOrder(guestOrder(product), withKey()))).data;
    const lookUp = (body: unknown) =>
      t.app.request('/api/orders/lookup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const found = await lookUp({ number: placed.number, phone: '8 900 123-45-67' });
    expect(found.status).toBe(200);
    expect((await json(found)).data).toEqual({ id: placed.id, accessToken: placed.accessToken });

    const wrong = await lookUp({ number: placed.number, phone: '+7 900 000-00-00' });
    expect(wrong.status).toBe(404);
    expect((await json(wrong)).error.message).toBe(orderTexts.lookupNotFound);
    const invalid = await lookUp({ number: 'abc', phone: '' });
    expect(invalid.status).toBe(400);
    expect((await json(invalid)).error.fields).toEqual({
      number: 'Укажите номер заказа',
      phone: 'Укажите телефон',
    });

    let last = found;
    for (let i = 0; i < 10 && last.status !== 429; i++) {
      last = await lookUp({ number: placed.number, phone: '8 900 123-45-67' });
    }
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await json(last)).error.message).toMatch(
      /^Слишком много попыток найти заказ\. Попробуйте через \d+ мин\.$/,
    );
  });

  it('lets a buyer cancel early and staff move along the transitions, returning stock on cancel', async () => {
    const product = await newProduct(10);
    const { token } = await buyerWithCart([{ product, quantity: 4 }]);
    const placed = (await json(await placeOrder(checkout, { ...withKey(), ...bearer(token) }))).data;
    expect(await stockOf(product.id)).toBe(6);
    const cancel = await t.app.request(`/api/orders/${placed.id}/cancel`, {
      method: 'POST',
      headers: bearer(token),
    });
    expect(cancel.status).toBe(200);
    expect((await json(cancel)).data).toMatchObject({ status: 'cancelled', statusLabel: 'Отменён' });
    expect(await stockOf(product.id)).toBe(10);

    const { token: otherBuyer } = await buyerWithCart([{ product, quantity: 1 }]);
    const second = (await json(await placeOrder(checkout, { ...withKey(), ...bearer(otherBuyer) }))).data;
    const managerToken = await tokenFor(t, 'manager');
    const setStatus = (status: string, who = managerToken) =>
      t.app.request(`/api/orders/${second.id}/status`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...bearer(who) },
        body: JSON.stringify({ status }),
      });
    expect((await setStatus('confirmed', otherBuyer)).status).toBe(403);
    const skipped = await setStatus('shipped');
    expect(skipped.status).toBe(409);
    expect((await json(skipped)).error.message).toBe(
      'Нельзя перевести заказ из статуса «Новый» в «Отправлен»',
    );
    expect((await setStatus('confirmed')).status).toBe(200);
    expect((await setStatus('processing')).status).toBe(200);
    const late = await t.app.request(`/api/orders/${second.id}/cancel`, {
      method: 'POST',
      headers: bearer(otherBuyer),
    });
    expect(late.status).toBe(409);
    expect((await json(late)).error.message).toMatch(/^Заказ в статусе «Собирается» уже нельзя отменить/);
    expect(await stockOf(product.id)).toBe(9);
    const unknown = await t.app.request(`/api/orders/${second.id}/status`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...bearer(managerToken) },
      body: JSON.stringify({ status: 'lost' }),
    });
    expect(unknown.status).toBe(400);
  });

  it("writes the staff chat's post with a new order, places it while Telegram is down, and sends it after", async () => {
    const product = await newProduct(10);
    const telegram = await startFakeBotApi({ token: '123456789:orders-staff-post-test' });
    const shop = testOutbox(t.deps.database, telegram, {
      token: '123456789:orders-staff-post-test',
      log: t.deps.log,
      staffChatId: '-1009876543210',
    });
    const app = createApp({ ...t.deps, outbox: shop.outbox }).app;
    try {
      telegram.on('sendMessage', () => ({ ok: false, error_code: 502, description: 'Bad Gateway' }));
      const response = await placeOrder(guestOrder(product), withKey(), app);
      expect(response.status).toBe(201);
      const placed = (await json(response)).data;
      expect(await shop.send()).toMatchObject({ sent: 0, postponed: 1 });
      // Telegram is back an hour later: the post goes, once.
      telegram.reset();
      await t.deps.database.db.update(schema.telegramOutbox).set({ nextAttemptAt: new Date() });
      expect(await shop.send()).toMatchObject({ sent: 1 });
      const [post] = telegram.callsTo('sendMessage');
      expect(post?.payload.chat_id).toBe(-1009876543210);
      expect(post?.payload.text).toMatch(
        new RegExp(
          `^Новый заказ №${placed.number} на ${formatKopecks(338_870)}\nПокупатель: .+, \\+7\\d{10}\n• .+, .+, M — 1 шт\\.$`,
        ),
      );
      expect(post?.payload.reply_markup).toEqual({
        inline_keyboard: [
          [
            { text: 'Подтвердить', callback_data: `staff:confirm:${placed.id}` },
            { text: 'Отменить', callback_data: `staff:cancel:${placed.id}` },
          ],
        ],
      });
    } finally {
      await telegram.close();
    }
  });

  it('writes a staff post for each placed order only: none for a replay, a shortfall or a race lost for the stock', async () => {
    const outbox = telegramOutbox({ staffChatId: '-1009876543210', webAppUrl: 'https://shop.example' });
    const app = createApp({ ...t.deps, outbox }).app;
    const posts = async () => (await db().select().from(schema.telegramOutbox)).map((post) => post.orderId);
    const before = (await posts()).length;

    const product = await newProduct(2);
    const key = withKey();
    const placed = await placeOrder(guestOrder(product), key, app);
    expect(placed.status).toBe(201);
    const { id } = (await json(placed)).data;
    const replay = await placeOrder(guestOrder(product), key, app);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await placeOrder(guestOrder(product, 2), withKey(), app)).status).toBe(409);
    // Ten guests at once for the last unit: any that pass the quote before the first commits, place_order refuses.
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => (await placeOrder(guestOrder(product), withKey(), app)).status),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);

    const after = (await posts()).slice(before);
    expect(after).toHaveLength(2);
    expect(after[0]).toBe(id);
    expect(await stockOf(product.id)).toBe(0);
  });
});
