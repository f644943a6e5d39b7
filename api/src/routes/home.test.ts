import { brotliDecompressSync } from 'node:zlib';
import { findPromocodeByCode, readSettingsValue, saveSettingsValue } from '@shop/db';
import { testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../testing/test-app';

describe.each(testDatabaseKinds())('home, banners, promocodes, colors, sizes and wholesale on %s', (kind) => {
  let t: TestApp;
  const data = async (path: string, init?: RequestInit) => {
    const response = await t.app.request(`/api${path}`, init);
    expect(response.status, path).toBe(200);
    return (await json(response)).data;
  };
  const setHomeConfig = async (change: (config: Record<string, any>) => void) => {
    const db = t.deps.database.db;
    const value = structuredClone(await readSettingsValue(db, 'home_config')) as Record<string, any>;
    change(value);
    await saveSettingsValue(db, 'home_config', value, null);
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  it('answers the home config document filled with defaults', async () => {
    const config = await data('/home-config/current');
    expect(config.featuredProducts.maxProducts).toBe(8);
    expect(config.newArrivals.maxProducts).toBe(6);
    expect(config.productDisplay.showColorDots).toBe(true);
    expect(config.layout.length).toBeGreaterThan(3);
  });

  it('sends the home page to a phone compressed, a fraction of its JSON', async () => {
    const plain = await t.app.request('/api/homepage');
    const text = await plain.text();
    const response = await t.app.request('/api/homepage', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(text.length / 4);
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(text);
  });

  it('answers the spec’s fallback GET /home-config with the published document', async () => {
    expect(await data('/home-config')).toEqual(await data('/home-config/current'));
  });

  it('names the free-shipping threshold of the courier that checkout offers in the info bar', async () => {
    const courier = /^Бесплатная доставка от 3\s000\s₽$/;
    for (const config of [(await data('/homepage')).homeConfig, await data('/home-config/current')]) {
      expect(config.infoBar.messages.some((message: string) => courier.test(message))).toBe(true);
      expect(config.infoBar.messages.join(' ')).not.toMatch(/5\s000|\{/);
    }
  });

  it('builds the home page: categories, featured, new, sale products and promocodes', async () => {
    const home = await data('/homepage');
    expect(home.homeConfig.isPublished).toBe(true);
    expect(home.categories.map((c: { slug: string }) => c.slug)).toEqual([
      'zhenskaya-odezhda',
      'zhenskaya-obuv',
      'aksessuary',
    ]);
    expect(home.categories[0].children.length).toBeGreaterThan(3);
    const featuredIds = home.homeConfig.featuredProducts.productIds;
    expect(home.featuredProducts.map((p: { id: number }) => p.id)).toEqual(featuredIds.slice(0, 8));
    expect(home.newArrivals.length).toBeGreaterThan(0);
    expect(home.newArrivals.length).toBeLessThanOrEqual(6);
    expect(home.newArrivals.every((p: { isNew: boolean }) => p.isNew)).toBe(true);
    expect(home.saleProducts.length).toBeGreaterThan(0);
    expect(home.saleProducts.length).toBeLessThanOrEqual(8);
    expect(home.saleProducts.every((p: { isSale: boolean }) => p.isSale)).toBe(true);
    expect(home.promocodes).toHaveLength(4);
  });

  it('falls back to featured products when the home config names none', async () => {
    await setHomeConfig((config) => {
      config.featuredProducts.productIds = [];
      config.featuredProducts.maxProducts = 5;
    });
    const home = await data('/homepage');
    expect(home.featuredProducts).toHaveLength(5);
    expect(home.featuredProducts.every((p: { isFeatured: boolean }) => p.isFeatured)).toBe(true);
  });

  it('lists the active scroll banners in order, none when the carousel is off', async () => {
    await setHomeConfig((config) => {
      config.scrollBanner.banners[0].isActive = false;
      config.scrollBanner.banners.reverse();
    });
    const banners = await data('/banners');
    expect(banners.length).toBeGreaterThan(0);
    expect(banners.every((b: { isActive: boolean }) => b.isActive)).toBe(true);
    const orders = banners.map((b: { order: number }) => b.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    await setHomeConfig((config) => {
      config.scrollBanner.isEnabled = false;
    });
    expect(await data('/banners')).toEqual([]);
  });

  it('lists usable public promocodes with roubles and counts copies case-insensitively', async () => {
    const codes = await data('/promocodes/active?limit=50');
    const names = codes.map((c: { code: string }) => c.code);
    expect(names).not.toContain('WINTER25');
    expect(names).not.toContain('STAFF40');
    expect(names).toContain('WELCOME10');
    const minus500 = codes.find((c: { code: string }) => c.code === 'MINUS500');
    expect(minus500).toMatchObject({ discountType: 'fixed', discountValue: 500 });
    for (const code of codes) {
      expect(typeof code.description).toBe('string');
      if (code.validUntil) expect(Date.parse(code.validUntil)).toBeGreaterThan(Date.now());
      if (code.maxUsage !== null) expect(code.usageCount).toBeLessThan(code.maxUsage);
    }
    expect(await data('/promocodes/active')).toHaveLength(4);

    expect(await data('/promocodes/welcome10/copy', { method: 'POST' })).toEqual({ copied: true });
    expect((await findPromocodeByCode(t.deps.database.db, 'WELCOME10'))?.copyCount).toBe(1);
    const missing = await t.app.request('/api/promocodes/NOPE/copy', { method: 'POST' });
    expect(missing.status).toBe(404);
    expect((await json(missing)).error.message).toBe('Промокод не найден');
    expect((await t.app.request('/api/promocodes/active?limit=-1')).status).toBe(400);
  });

  it('answers colors and the color mapping', async () => {
    const colors = await data('/colors');
    expect(colors[0]).toEqual({
      code: 'RED',
      name: expect.objectContaining({ ru: 'Красный' }),
      hex: '#D32F2F',
    });
    const mapping = await data('/colors/mapping');
    expect(mapping.codeToHex.NVY).toBe('#1F2A56');
    expect(mapping.codeToName.BLK).toBe('Чёрный');
    expect(mapping.nameToHex.красный).toBe('#D32F2F');
    expect(mapping.nameToHex.Red).toBe('#D32F2F');
    expect(mapping.codeToColor.WHT).toEqual({ hex: '#FFFFFF', name: 'Белый' });
  });

  it('answers sizes, of one product type on request', async () => {
    const all = await data('/sizes');
    expect(all.length).toBeGreaterThan(10);
    const shoes = await data('/sizes?productType=footwear');
    expect(shoes.every((s: { productType: string }) => s.productType === 'footwear')).toBe(true);
    expect(shoes.map((s: { code: string }) => s.code).slice(0, 2)).toEqual(['35', '36']);
    expect((await t.app.request('/api/sizes?productType=hats')).status).toBe(400);
  });

  it('answers the public retail/wholesale settings and the bundle settings', async () => {
    const retail = await data('/wholesale/public-retail-settings');
    expect(retail.defaultMaxQuantity).toBeGreaterThan(0);
    expect(retail.minimumOrderValue).toBe(retail.minimumOrderValueKopecks / 100);
    expect(retail.businessRules.wholesaleSuggestionThreshold).toBeGreaterThan(0);
    const bundle = await data('/wholesale/bundle-settings');
    expect(Object.keys(bundle.bundleTypeSettings)).toEqual(
      expect.arrayContaining(['allowIndividual', 'allowColorSet', 'allowSizeSet', 'allowFullSet']),
    );
    expect(typeof bundle.wholesaleEnabled).toBe('boolean');
  });

  it('answers one category by slug with its children, without shadowing /flat and /tree', async () => {
    const clothing = await data('/categories/zhenskaya-odezhda');
    expect(clothing.displayName).toBe('Женская одежда');
    expect(clothing.children.length).toBeGreaterThan(3);
    expect(clothing.children.every((c: { parent: number }) => c.parent === clothing.id)).toBe(true);
    const leaf = await data('/categories/platya');
    expect(leaf.children).toEqual([]);
    expect(Array.isArray(await data('/categories/flat'))).toBe(true);
    expect(Array.isArray(await data('/categories/tree'))).toBe(true);
    const missing = await t.app.request('/api/categories/no-such-category');
    expect(missing.status).toBe(404);
  });
});
