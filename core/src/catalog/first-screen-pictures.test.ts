import { describe, expect, it } from 'vitest';
import { defaultHomeLayout } from '../settings/home-layout';
import { cardPicture, homeBannerPicture, productPagePicture } from './first-screen-pictures';

const upload = (name: string, variant = 'page') =>
  `/uploads/u/${name.repeat(32).slice(0, 32)}-${variant}.webp`;

describe('the first picture of a page', () => {
  it('offers an upload at its three widths and a drawing as it is', () => {
    expect(
      cardPicture([{ url: upload('a'), isPrimary: true, type: 'main', colorCode: null, order: 0 }]),
    ).toEqual({
      src: upload('a', 'card'),
      srcSet: `${upload('a', 'card')} 480w, ${upload('a')} 960w, ${upload('a', 'zoom')} 1600w`,
      sizes: '(min-width: 768px) 25vw, 50vw',
    });
    expect(cardPicture(['/uploads/seed/dr-0001.svg'])).toEqual({
      src: '/uploads/seed/dr-0001.svg',
      srcSet: undefined,
      sizes: '(min-width: 768px) 25vw, 50vw',
    });
    expect(cardPicture([])).toEqual({
      src: '/placeholder-product.jpg',
      srcSet: undefined,
      sizes: '(min-width: 768px) 25vw, 50vw',
    });
  });

  it("opens a product page on its only color's first photo, and on the product's picture when it has several", () => {
    const images = [
      { url: upload('s'), isPrimary: true, type: 'main' as const, colorCode: null, order: 0 },
      { url: upload('r'), isPrimary: true, type: 'main' as const, colorCode: 'RED', order: 1 },
    ];
    const variant = (colorCode: string) => ({ colorCode, sizeCode: 'M', quantity: 1 });
    const red = { images, colors: ['RED'], sizes: ['M'], variants: [variant('RED')] };
    expect(productPagePicture(red)?.src).toBe(upload('r'));
    const two = { images, colors: ['RED', 'BLK'], sizes: ['M'], variants: [variant('RED'), variant('BLK')] };
    expect(productPagePicture(two)?.src).toBe(upload('s'));
  });

  it("names the home page's first shown banner only when the carousel is on the page and opens on a picture", () => {
    const banner = (order: number, url: string, type = 'image', isActive = true) => ({
      isActive,
      order,
      media: { type, url },
    });
    const home = (banners: ReturnType<typeof banner>[], isEnabled = true, layout = defaultHomeLayout()) => ({
      layout,
      scrollBanner: { isEnabled, banners },
    });
    const banners = [banner(2, '/b.jpg'), banner(1, '/a.jpg', 'image', false), banner(3, '/c.jpg')];
    expect(homeBannerPicture(home(banners))).toEqual({ src: '/b.jpg', srcSet: undefined, sizes: '100vw' });
    expect(homeBannerPicture(home(banners, false))).toBeUndefined();
    expect(homeBannerPicture(home([banner(1, '/v.mp4', 'video')]))).toBeUndefined();
    const hidden = defaultHomeLayout().map((section) =>
      section.type === 'scroll-banner' ? { ...section, isVisible: false } : section,
    );
    expect(homeBannerPicture(home(banners, true, hidden))).toBeUndefined();
  });
});
