import type { Role } from '@shop/core';
import { createProduct, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAs, tokenFor } from '../../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../../testing/test-app';

describe.each(testDatabaseKinds())('home content administration on %s', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ['user', 'manager', 'admin'] as const) tokens[role] = await tokenFor(t, role);
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, role?: Role, body?: unknown) =>
    requestAs(t, role && tokens[role], method, path, body);

  describe('role matrix', () => {
    it.each([
      ['GET', '/api/admin/home/config', undefined],
      ['PUT', '/api/admin/home/config', {}],
      ['GET', '/api/admin/home/draft', undefined],
      ['PUT', '/api/admin/home/draft', {}],
      ['POST', '/api/admin/home/draft/publish', undefined],
      ['DELETE', '/api/admin/home/draft', undefined],
      ['POST', '/api/admin/home/preview', {}],
    ])('%s %s: guest 401, customer 403, manager allowed', async (method, path, body) => {
      expect((await call(method, path, undefined, body)).status).toBe(401);
      const refused = await call(method, path, 'user', body);
      expect(refused.status).toBe(403);
      expect((await json(refused)).error.message).toBe('Недостаточно прав');
      expect((await call('GET', '/api/admin/home/config', 'manager')).status).toBe(200);
    });
  });

  it('publishes a changed layout, banners and picked products, and the home page shows them on its next request', async () => {
    const db = t.deps.database.db;
    const [first, second] = [await createProduct(db, { isFeatured: true }), await createProduct(db)];
    // The storefront reads first: a cached home page or product list would fail the checks below.
    const before = (await json(await t.app.request('/api/homepage'))).data;
    expect(before.featuredProducts.map((p: { id: number }) => p.id)).toContain(first.id);

    const config = (await json(await call('GET', '/api/admin/home/config', 'manager'))).data;
    const layout = config.layout.map((section: { type: string; order: number }) => ({
      ...section,
      isVisible: section.type !== 'categories',
      order: section.type === 'sale-products' ? 0 : section.order + 1,
    }));
    const response = await call('PUT', '/api/admin/home/config', 'manager', {
      ...config,
      layout,
      infoBar: { ...config.infoBar, messages: ['Доставка бесплатно весь июнь'] },
      scrollBanner: {
        ...config.scrollBanner,
        banners: [{ id: 'summer', title: 'Лето', media: { url: '/uploads/summer.webp' } }],
      },
      featuredProducts: { ...config.featuredProducts, productIds: [second.id] },
      isPublished: false,
    });
    expect(response.status).toBe(200);
    const saved = (await json(response)).data;
    expect(saved.isPublished).toBe(true);
    expect(Date.now() - Date.parse(saved.lastUpdated)).toBeLessThan(60_000);

    const home = (await json(await t.app.request('/api/homepage'))).data;
    const shown = home.homeConfig.layout.find((s: { type: string }) => s.type === 'categories');
    expect(shown.isVisible).toBe(false);
    expect(home.homeConfig.layout.find((s: { type: string }) => s.type === 'sale-products').order).toBe(0);
    expect(home.homeConfig.infoBar.messages).toEqual(['Доставка бесплатно весь июнь']);
    expect(home.featuredProducts.map((p: { id: number }) => p.id)).toEqual([second.id]);
    const banners = (await json(await t.app.request('/api/banners'))).data;
    expect(banners.map((b: { id: string }) => b.id)).toEqual(['summer']);
    const current = (await json(await t.app.request('/api/home-config/current'))).data;
    expect(current.scrollBanner.banners[0].overlayOpacity).toBe(0.3);
  });

  it('refuses picked products that do not exist, naming the block', async () => {
    const response = await call('PUT', '/api/admin/home/config', 'admin', {
      saleProducts: { productIds: [987_654_321] },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({
      'saleProducts.productIds': 'Таких товаров нет: 987654321',
    });
  });

  it.each([
    ['an unknown section type', { layout: [{ id: 'x', type: 'video-wall' }] }, 'layout.0.type'],
    [
      'two sections with one id',
      {
        layout: [
          { id: 'x', type: 'categories' },
          { id: 'x', type: 'promo-banner' },
        ],
      },
      'layout',
    ],
    [
      'an unknown padding',
      { layout: [{ id: 'x', type: 'categories', settings: { padding: 'huge' } }] },
      'layout.0.settings.padding',
    ],
    [
      'a background color that is not hex',
      { infoBar: { backgroundColor: 'navy' } },
      'infoBar.backgroundColor',
    ],
    ['a zero product limit', { newArrivals: { maxProducts: 0 } }, 'newArrivals.maxProducts'],
  ])('refuses %s with the field named', async (_label, document, field) => {
    const response = await call('PUT', '/api/admin/home/config', 'admin', document);
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.error.fields)).toContain(field);
    expect(body.error.fields[field]).toMatch(/[а-яё]/i);
  });

  describe('the preview', () => {
    it('answers the home page a document would make, its picked products resolved, without storing anything', async () => {
      const db = t.deps.database.db;
      const picked = await createProduct(db, {
        name: { ru: 'Жакет для предпросмотра', en: 'Preview jacket' },
      });
      const page = (await json(await call('GET', '/api/admin/home/config', 'manager'))).data;
      const document = {
        ...page,
        featuredProducts: { ...page.featuredProducts, title: 'Выбор недели', productIds: [picked.id] },
      };
      const response = await call('POST', '/api/admin/home/preview', 'manager', document);
      expect(response.status).toBe(200);
      const preview = (await json(response)).data;
      expect(preview.homeConfig.featuredProducts.title).toBe('Выбор недели');
      expect(preview.featuredProducts.map((p: { name: { ru: string } }) => p.name.ru)).toEqual([
        'Жакет для предпросмотра',
      ]);
      // The storefront and the saved documents are as they were.
      const home = (await json(await t.app.request('/api/homepage'))).data;
      expect(home.homeConfig.featuredProducts.title).toBe(page.featuredProducts.title);
      expect((await json(await call('GET', '/api/admin/home/draft', 'manager'))).data).toBeNull();
      expect((await json(await call('GET', '/api/admin/home/config', 'manager'))).data).toEqual(page);
    });

    it('refuses a document the home config schema refuses, naming the field', async () => {
      const page = (await json(await call('GET', '/api/admin/home/config', 'manager'))).data;
      const response = await call('POST', '/api/admin/home/preview', 'manager', {
        ...page,
        featuredProducts: { ...page.featuredProducts, maxProducts: 0 },
      });
      expect(response.status).toBe(400);
      const body = await json(response);
      expect(body.success).toBe(false);
      expect(Object.keys(body.error.fields ?? {}).join(' ')).toContain('featuredProducts');
    });
  });

  describe('the draft', () => {
    const infoText = async () =>
      (await json(await t.app.request('/api/homepage'))).data.homeConfig.infoBar.messages as string[];
    const published = async () => (await json(await call('GET', '/api/admin/home/config', 'admin'))).data;
    const withMessage = (config: { infoBar: object }, message: string) => ({
      ...config,
      infoBar: { ...config.infoBar, messages: [message] },
    });

    it('keeps saved edits from the storefront until they are published, then shows them and ends the draft', async () => {
      const page = await published();
      expect((await json(await call('GET', '/api/admin/home/draft', 'manager'))).data).toBeNull();
      const saved = await call('PUT', '/api/admin/home/draft', 'manager', {
        config: withMessage(page, 'Черновик: скоро распродажа'),
        basedOn: null,
      });
      expect(saved.status).toBe(200);
      const draft = (await json(saved)).data;
      expect(draft.config.infoBar.messages).toEqual(['Черновик: скоро распродажа']);
      expect(draft.config.isPublished).toBe(false);
      expect(draft.savedBy).toBeTruthy();
      expect(await infoText()).not.toContain('Черновик: скоро распродажа');
      expect((await json(await call('GET', '/api/admin/home/draft', 'admin'))).data).toEqual(draft);

      const again = await call('PUT', '/api/admin/home/draft', 'manager', {
        config: withMessage(page, 'Скоро распродажа'),
        basedOn: draft.savedAt,
      });
      expect(again.status).toBe(200);
      expect(await infoText()).not.toContain('Скоро распродажа');

      const live = await call('POST', '/api/admin/home/draft/publish', 'manager');
      expect(live.status).toBe(200);
      expect((await json(live)).data.isPublished).toBe(true);
      expect(await infoText()).toEqual(['Скоро распродажа']);
      expect((await json(await call('GET', '/api/admin/home/draft', 'manager'))).data).toBeNull();
      const nothing = await call('POST', '/api/admin/home/draft/publish', 'manager');
      expect(nothing.status).toBe(409);
      expect((await json(nothing)).error.message).toMatch(/^Черновика нет/);
    });

    it('refuses to overwrite a draft another staff member saved since, and discards back to the page', async () => {
      const page = await published();
      const first = (
        await json(
          await call('PUT', '/api/admin/home/draft', 'manager', {
            config: withMessage(page, 'Правка менеджера'),
            basedOn: null,
          }),
        )
      ).data;
      const stale = await call('PUT', '/api/admin/home/draft', 'admin', {
        config: withMessage(page, 'Правка администратора'),
        basedOn: null,
      });
      expect(stale.status).toBe(409);
      expect((await json(stale)).error.message).toMatch(/^Черновик уже изменил /);
      expect(
        (await json(await call('GET', '/api/admin/home/draft', 'admin'))).data.config.infoBar.messages,
      ).toEqual(first.config.infoBar.messages);

      const discarded = await call('DELETE', '/api/admin/home/draft', 'admin');
      expect(discarded.status).toBe(200);
      expect((await json(discarded)).data.infoBar.messages).toEqual(page.infoBar.messages);
      expect((await json(await call('GET', '/api/admin/home/draft', 'admin'))).data).toBeNull();
      expect(await infoText()).toEqual(page.infoBar.messages);
    });

    it('answers 400 for a draft without its config, and publishing the page directly ends the draft', async () => {
      const bad = await call('PUT', '/api/admin/home/draft', 'manager', { basedOn: null });
      expect(bad.status).toBe(400);
      const page = await published();
      await call('PUT', '/api/admin/home/draft', 'manager', {
        config: withMessage(page, 'Забытый черновик'),
        basedOn: null,
      });
      expect((await call('PUT', '/api/admin/home/config', 'manager', page)).status).toBe(200);
      expect((await json(await call('GET', '/api/admin/home/draft', 'manager'))).data).toBeNull();
    });
  });

  it('refuses a banner button that leads off the site (//host), naming the field', async () => {
    const config = (await json(await call('GET', '/api/admin/home/config', 'manager'))).data;
    const banner = {
      id: 'phish',
      title: 'Скидки',
      buttonText: 'Смотреть',
      buttonLink: '//evil.example/phish',
    };
    for (const [document, field] of [
      [
        { ...config, scrollBanner: { ...config.scrollBanner, banners: [banner] } },
        'scrollBanner.banners.0.buttonLink',
      ],
      [{ ...config, promo: { ...config.promo, banners: [banner] } }, 'promo.banners.0.buttonLink'],
    ] as const) {
      const response = await call('PUT', '/api/admin/home/config', 'manager', document);
      expect(response.status).toBe(400);
      expect((await json(response)).error.fields[field]).toBe(
        'Ссылка — это путь внутри магазина (начинается с одной /), адрес https://, tel: или mailto:',
      );
    }
  });
});
