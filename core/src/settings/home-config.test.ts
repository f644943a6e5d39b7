import { describe, expect, it } from 'vitest';
import { defaultHomeConfig, homeConfigSchema } from './home-config';
import { defaultHomeLayout, homeSectionTypes } from './home-layout';
import { infoBarMessagesWith } from './info-bar';

describe('home config', () => {
  it('defaults to the home defaults of the spec', () => {
    expect(defaultHomeConfig.featuredProducts.maxProducts).toBe(8);
    expect(defaultHomeConfig.newArrivals.maxProducts).toBe(6);
    expect(defaultHomeConfig.saleProducts.maxProducts).toBe(8);
    expect(defaultHomeConfig.promocodeShowcase.displaySettings).toMatchObject({
      maxPromocodes: 4,
      layout: '3-grid',
    });
    expect(defaultHomeConfig.scrollBanner.autoPlayDelay).toBe(5000);
    expect(defaultHomeConfig.productDisplay).toEqual({
      aspectRatio: 'rectangle',
      showColorDots: true,
      showQuickAddToCart: true,
      cardStyle: 'modern',
    });
    const messages = defaultHomeConfig.infoBar.messages.join(' | ');
    expect(messages).toMatch(/доставка от \{freeShippingFrom\}/);
    expect(messages).toMatch(/коллекция/);
    expect(messages).toMatch(/50%/);
  });

  it('fills a missing layout with the zod-free default layout, a fresh copy each time', () => {
    expect(homeConfigSchema.parse({}).layout).toEqual(defaultHomeLayout());
    expect(defaultHomeLayout()).not.toBe(defaultHomeLayout());
    expect(defaultHomeLayout()[7]).toMatchObject({
      type: 'promocode-showcase',
      settings: { padding: 'large' },
    });
  });

  it('lays out every section type but the hero, in order', () => {
    const types = defaultHomeConfig.layout.map((section) => section.type);
    expect(new Set(types)).toEqual(new Set(homeSectionTypes.filter((type) => type !== 'hero')));
    const orders = defaultHomeConfig.layout.map((section) => section.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('fills in partial banners and sections', () => {
    const parsed = homeConfigSchema.parse({
      scrollBanner: { banners: [{ id: 'b1', title: 'Лето', media: { url: '/uploads/b1.jpg' } }] },
      promo: { banners: [{ id: 'p1', validUntil: '2030-01-01' }] },
      layout: [{ id: 'bar', type: 'info-bar' }],
    });
    expect(parsed.scrollBanner.banners[0]).toMatchObject({
      title: 'Лето',
      overlayOpacity: 0.3,
      textPosition: 'middle-center',
      textAlignment: 'center',
      isActive: true,
      media: { url: '/uploads/b1.jpg', type: 'image' },
    });
    expect(parsed.scrollBanner.autoPlay).toBe(true);
    expect(parsed.promo.banners[0]?.validUntil).toBe('2030-01-01');
    expect(parsed.layout).toEqual([
      {
        id: 'bar',
        type: 'info-bar',
        title: '',
        isVisible: true,
        order: 0,
        settings: { padding: 'default', fullWidth: false },
      },
    ]);
    expect(parsed.featuredProducts.maxProducts).toBe(8);
    expect(parsed.isPublished).toBe(true);
  });

  it('keeps an empty list as given rather than restoring the defaults', () => {
    const parsed = homeConfigSchema.parse({ infoBar: { messages: [] } });
    expect(parsed.infoBar.messages).toEqual([]);
  });

  it.each([
    ['an unknown section type', { layout: [{ id: 'x', type: 'video-wall' }] }],
    ['an unknown padding', { layout: [{ id: 'x', type: 'categories', settings: { padding: 'huge' } }] }],
    [
      'two sections with one id',
      {
        layout: [
          { id: 'x', type: 'categories' },
          { id: 'x', type: 'promo-banner' },
        ],
      },
    ],
    ['a banner without an id', { scrollBanner: { banners: [{ title: 'Без id' }] } }],
    ['an overlay opacity above 1', { scrollBanner: { banners: [{ id: 'b', overlayOpacity: 1.5 }] } }],
    ['an unknown text position', { scrollBanner: { banners: [{ id: 'b', textPosition: 'center' }] } }],
    ['an autoplay delay under a second', { scrollBanner: { autoPlayDelay: 10 } }],
    ['a product id that is not a number', { featuredProducts: { productIds: ['abc'] } }],
    ['a zero product limit', { saleProducts: { maxProducts: 0 } }],
    [
      'a showcase layout that does not exist',
      { promocodeShowcase: { displaySettings: { layout: '5-grid' } } },
    ],
    ['a validity date that is not a date', { promo: { banners: [{ id: 'p', validUntil: 'завтра' }] } }],
    ['a background color that is not hex', { infoBar: { backgroundColor: 'navy' } }],
  ])('refuses %s', (_label, document) => {
    expect(homeConfigSchema.safeParse(document).success).toBe(false);
  });
});

describe('the info bar messages', () => {
  it('name the free-shipping sum where the placeholder stands, and leave those out when shipping is never free', () => {
    const messages = ['Бесплатная доставка от {freeShippingFrom}', 'Скидки до 50%'];
    expect(infoBarMessagesWith(messages, 300_000)).toEqual([
      'Бесплатная доставка от 3\u00a0000\u00a0₽',
      'Скидки до 50%',
    ]);
    expect(infoBarMessagesWith(messages, null)).toEqual(['Скидки до 50%']);
  });
});
