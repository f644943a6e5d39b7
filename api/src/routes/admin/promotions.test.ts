import type { Role } from '@shop/core';
import { schema } from '@shop/db';
import { createCategory, createProduct, createTestDatabase, sql, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createJobRunner } from '../../jobs/job-runner';
import { PROMOTION_PERIOD_JOB, promotionPeriodHandler } from '../../jobs/promotion-period';
import { createLogger } from '../../lib/logger';
import { catalogChangeFeed } from '../../services/catalog/catalog-changes';
import { catalogTuning } from '../../services/catalog/catalog-service';
import { requestAs, tokenFor } from '../../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../../testing/test-app';

describe.each(testDatabaseKinds())('promotion administration on %s', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;
  const db = () => t.deps.database.db;
  const pageCacheMs = catalogTuning.pageCacheMs;

  beforeAll(async () => {
    // Long enough that only a drop, never the lifetime, refreshes a cached list page during these tests.
    catalogTuning.pageCacheMs = 60_000;
    const database = await createTestDatabase(kind);
    const feed = await catalogChangeFeed(
      database,
      createLogger('error', () => {}),
    );
    t = await createTestApp(kind, { database, deps: { catalogChanges: feed } });
    for (const role of ['user', 'manager', 'admin'] as const) tokens[role] = await tokenFor(t, role);
  });
  afterAll(async () => {
    catalogTuning.pageCacheMs = pageCacheMs;
    await t.deps.catalogChanges?.close();
    await t.close();
    await t.deps.database.close();
  });

  const call = (method: string, path: string, role?: Role, body?: unknown) =>
    requestAs(t, role && tokens[role], method, path, body);
  const promotionBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Чёрная пятница',
    badge: '−15%',
    discountType: 'percentage',
    discountValue: 15,
    scope: 'products',
    categoryIds: [],
    productIds: [],
    startsAt: null,
    endsAt: null,
    ...overrides,
  });
  const cardOf = async (categorySlug: string) =>
    (await json(await t.app.request(`/api/products?category=${categorySlug}`))).data.products[0];

  it('guests get 401, customers 403 on every promotion call', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/promotions'],
      ['POST', '/api/admin/promotions', promotionBody()],
      ['PUT', '/api/admin/promotions/1', promotionBody()],
      ['POST', '/api/admin/promotions/1/pause'],
      ['POST', '/api/admin/promotions/1/resume'],
      ['POST', '/api/admin/promotions/1/end'],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(method, path, undefined, body)).status).toBe(401);
      expect((await call(method, path, 'user', body)).status).toBe(403);
    }
  });

  it('refuses bad input with 400 naming the field, and unknown products and categories', async () => {
    const refused = async (body: unknown) => {
      const response = await call('POST', '/api/admin/promotions', 'manager', body);
      expect(response.status).toBe(400);
      return (await json(response)).error.fields;
    };
    expect(await refused(promotionBody({ discountValue: 100, productIds: [1] }))).toEqual({
      discountValue: 'Скидка в процентах: целое число от 1 до 99',
    });
    expect(await refused(promotionBody())).toEqual({ productIds: 'Выберите хотя бы один товар' });
    expect(await refused(promotionBody({ badge: '', productIds: [1] }))).toHaveProperty('badge');
    expect(
      await refused(
        promotionBody({
          productIds: [1],
          startsAt: '2026-12-01T00:00:00Z',
          endsAt: '2026-11-01T00:00:00Z',
        }),
      ),
    ).toEqual({ endsAt: 'Дата окончания должна быть позже даты начала' });
    expect(await refused(promotionBody({ productIds: [2_000_000_000] }))).toEqual({
      productIds: 'Таких товаров нет',
    });
    expect(await refused(promotionBody({ scope: 'categories', categoryIds: [2_000_000_000] }))).toEqual({
      categoryIds: 'Таких категорий нет',
    });
    expect(await refused({ ...promotionBody({ productIds: [1] }), percent: 5 })).toHaveProperty('percent');
  });

  it('refuses a discount that would take a chosen product under 1 ₽, naming it; on categories it spares such products', async () => {
    const category = await createCategory(db());
    const cheap = await createProduct(db(), { category, priceKopecks: 399_000 });
    const dear = await createProduct(db(), { category, priceKopecks: 900_000 });
    const body = { discountType: 'fixed', discountValue: 500_000 };
    const refused = await call('POST', '/api/admin/promotions', 'manager', {
      ...promotionBody({ ...body, productIds: [dear.id, cheap.id] }),
    });
    expect(refused.status).toBe(400);
    const message = `Скидка оставила бы товару «${cheap.name.ru}» (3\u00a0990\u00a0₽) меньше 1 ₽: уменьшите скидку или уберите товар`;
    expect((await json(refused)).error.fields).toEqual({ discountValue: message });

    const created = await call('POST', '/api/admin/promotions', 'manager', {
      ...promotionBody({ ...body, scope: 'categories', categoryIds: [category.id] }),
    });
    expect(created.status).toBe(200);
    const cards = (await json(await t.app.request(`/api/products?category=${category.slug}&sort=price_asc`)))
      .data.products as { id: number; price: number; originalPrice: number | null }[];
    expect(cards.map(({ id, price, originalPrice }) => ({ id, price, originalPrice }))).toEqual([
      { id: cheap.id, price: 3990, originalPrice: null },
      { id: dear.id, price: 4000, originalPrice: 9000 },
    ]);
    await call('POST', `/api/admin/promotions/${(await json(created)).data.id}/end`, 'manager');
  });

  it('lists a product whose price a running promotion lowers under «Распродажа», with its count, until it pauses; the log finds its rows', async () => {
    const category = await createCategory(db());
    const promoted = await createProduct(db(), { category, priceKopecks: 399_000 });
    await createProduct(db(), { category, priceKopecks: 299_000 });
    const sale = async () => {
      const answer = (await json(await t.app.request(`/api/products?filter=sale&category=${category.slug}`)))
        .data;
      return {
        ids: answer.products.map((product: { id: number }) => product.id),
        total: answer.pagination.total,
      };
    };
    expect(await sale()).toEqual({ ids: [], total: 0 });
    const created = await call(
      'POST',
      '/api/admin/promotions',
      'manager',
      promotionBody({ productIds: [promoted.id] }),
    );
    expect(created.status).toBe(200);
    expect(await sale()).toEqual({ ids: [promoted.id], total: 1 });
    const card = (await json(await t.app.request(`/api/products/${promoted.id}`))).data;
    // The product's own flag is unchanged: the promotion shows as its badge, not as «Распродажа» marked by staff.
    expect(card).toMatchObject({ isSale: false, price: 3391.5 });
    const id = (await json(created)).data.id;
    await call('POST', `/api/admin/promotions/${id}/pause`, 'manager');
    expect(await sale()).toEqual({ ids: [], total: 0 });
    await call('POST', `/api/admin/promotions/${id}/end`, 'manager');
    // The audit log's «Что изменено: Акция» finds its rows.
    const log = await call('GET', `/api/admin/audit?entity=promotion&entityId=${id}`, 'admin');
    expect(log.status).toBe(200);
    expect((await json(log)).data.changes.map((change: { action: string }) => change.action)).toEqual([
      'end',
      'pause',
      'create',
    ]);
  });

  it('creates, edits, pauses, resumes and ends a promotion; the card follows each step and each is audited', async () => {
    const category = await createCategory(db());
    const product = await createProduct(db(), { category, priceKopecks: 399_000 });
    expect(await cardOf(category.slug)).toMatchObject({ price: 3990, promotions: [] });

    const created = await call(
      'POST',
      '/api/admin/promotions',
      'manager',
      promotionBody({ scope: 'categories', categoryIds: [category.id] }),
    );
    expect(created.status).toBe(200);
    const promotion = (await json(created)).data;
    expect(promotion).toMatchObject({
      name: 'Чёрная пятница',
      badge: '−15%',
      scope: 'categories',
      categoryIds: [category.id],
      status: 'running',
    });
    const badge = { id: promotion.id, name: 'Чёрная пятница', badge: '−15%' };
    // 3 990 ₽ less 15 % is 3 391,50 ₽; the cached list page shows it at once.
    expect(await cardOf(category.slug)).toMatchObject({
      price: 3391.5,
      originalPrice: 3990,
      discountPercentage: 15,
      promotions: [{ ...badge, discountType: 'percentage', discountValue: 15 }],
    });

    const edited = await call(
      'PUT',
      `/api/admin/promotions/${promotion.id}`,
      'manager',
      promotionBody({ discountType: 'fixed', discountValue: 50_000, productIds: [product.id] }),
    );
    expect((await json(edited)).data).toMatchObject({ scope: 'products', discountValue: 50_000 });
    expect(await cardOf(category.slug)).toMatchObject({ price: 3490, originalPrice: 3990 });

    const paused = await call('POST', `/api/admin/promotions/${promotion.id}/pause`, 'manager');
    expect((await json(paused)).data.status).toBe('paused');
    expect(await cardOf(category.slug)).toMatchObject({ price: 3990, promotions: [] });

    const resumed = await call('POST', `/api/admin/promotions/${promotion.id}/resume`, 'manager');
    expect((await json(resumed)).data.status).toBe('running');
    expect((await cardOf(category.slug)).price).toBe(3490);

    const ended = await call('POST', `/api/admin/promotions/${promotion.id}/end`, 'manager');
    expect((await json(ended)).data).toMatchObject({ status: 'ended', endedAt: expect.any(String) });
    expect(await cardOf(category.slug)).toMatchObject({ price: 3990, promotions: [] });
    const again = await call('POST', `/api/admin/promotions/${promotion.id}/resume`, 'manager');
    expect(again.status).toBe(409);
    expect((await json(again)).error.message).toBe('Акция завершена: её нельзя изменить или возобновить');

    const listed = (await json(await call('GET', '/api/admin/promotions', 'manager'))).data;
    expect(listed.find((row: { id: number }) => row.id === promotion.id)).toMatchObject({ status: 'ended' });
    const audit = await db()
      .select()
      .from(schema.staffChanges)
      .where(
        sql`${schema.staffChanges.entity} = 'promotion' and ${schema.staffChanges.entityId} = ${String(promotion.id)}`,
      )
      .orderBy(schema.staffChanges.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'pause', 'resume', 'end']);
    expect(audit[1]).toMatchObject({
      before: { discountType: 'percentage', discountPercent: 15 },
      after: { discountType: 'fixed', discountKopecks: 50_000 },
    });
    expect((await call('POST', '/api/admin/promotions/2000000000/pause', 'manager')).status).toBe(404);
  });

  it('a promotion starting a few seconds ahead reaches the cached catalogue by its job, through the change feed', async () => {
    const category = await createCategory(db());
    await createProduct(db(), { category, priceKopecks: 200_000 });
    const startsAt = new Date(Date.now() + 3_000);
    const created = await call(
      'POST',
      '/api/admin/promotions',
      'admin',
      promotionBody({
        scope: 'categories',
        categoryIds: [category.id],
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3_000).toISOString(),
      }),
    );
    expect((await json(created)).data.status).toBe('scheduled');
    expect(await cardOf(category.slug)).toMatchObject({ price: 2000, promotions: [] });

    // Another instance's job runner: its catalogue drop reaches this app through the change feed only.
    const other = createApp(t.deps);
    const runner = createJobRunner({
      db: db(),
      handlers: {
        [PROMOTION_PERIOD_JOB]: promotionPeriodHandler({ db: db(), onStockChanged: other.dropCatalogCache }),
      },
      log: t.deps.log,
      pollMs: 100,
    });
    try {
      const waitForPrice = async (price: number) => {
        const until = Date.now() + 15_000;
        while ((await cardOf(category.slug)).price !== price && Date.now() < until) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return cardOf(category.slug);
      };
      expect(await waitForPrice(1700)).toMatchObject({ price: 1700, promotions: [{ badge: '−15%' }] });
      expect(Date.now()).toBeGreaterThanOrEqual(startsAt.getTime());
      expect(await waitForPrice(2000)).toMatchObject({ price: 2000, promotions: [] });
    } finally {
      await runner.stop();
    }
  });
});
