/** The demo home page: banner artwork and the home config document that lists every section. */
import { type HomeConfig, homeConfigSchema } from '@shop/core';
import { type WrittenArtwork, writeArtwork } from './banner-images';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface HomeArtwork {
  newCollection: WrittenArtwork;
  sale: WrittenArtwork;
  wholesale: WrittenArtwork;
  welcomePromo: WrittenArtwork;
  shoesPromo: WrittenArtwork;
}

/** Three scroll banners of 1600 x 600 and two promo backgrounds of 800 x 500, text-free (the page sets text). */
export async function writeHomeArtwork(folder: string): Promise<HomeArtwork> {
  const [newCollection, sale, wholesale] = await Promise.all([
    writeArtwork(folder, {
      file: 'banner-new-collection.svg',
      title: 'Новая коллекция',
      width: 1600,
      height: 600,
      background: ['#1C2A3A', '#3E5670'],
      figures: [
        { kind: 'dress', color: 'SGE' },
        { kind: 'coat', color: 'BGE' },
        { kind: 'blouse', color: 'WHT' },
      ],
      freeShare: 0.45,
    }),
    writeArtwork(folder, {
      file: 'banner-sale.svg',
      title: 'Распродажа до −50%',
      width: 1600,
      height: 600,
      background: ['#E4606D', '#F2A07B'],
      figures: [
        { kind: 'pumps', color: 'BLK' },
        { kind: 'bag', color: 'BRG' },
        { kind: 'knit', color: 'YLW' },
      ],
      freeShare: 0.45,
    }),
    writeArtwork(folder, {
      file: 'banner-wholesale.svg',
      title: 'Оптом от 5 штук',
      width: 1600,
      height: 600,
      background: ['#5E7352', '#9CAF88'],
      figures: [
        { kind: 'trousers', color: 'NVY' },
        { kind: 'skirt', color: 'PNK' },
        { kind: 'sneakers', color: 'WHT' },
      ],
      freeShare: 0.45,
    }),
  ]);
  const [welcomePromo, shoesPromo] = await Promise.all([
    writeArtwork(folder, {
      file: 'promo-welcome.svg',
      title: '−10% на первый заказ',
      width: 800,
      height: 500,
      background: ['#F4EDE6', '#E9D6C4'],
      figures: [{ kind: 'scarf', color: 'TRQ' }],
      freeShare: 0.55,
    }),
    writeArtwork(folder, {
      file: 'promo-shoes.svg',
      title: 'Распродажа обуви',
      width: 800,
      height: 500,
      background: ['#1C2A3A', '#34465A'],
      figures: [{ kind: 'boots', color: 'BGE' }],
      freeShare: 0.55,
    }),
  ]);

  return { newCollection, sale, wholesale, welcomePromo, shoesPromo };
}

export function demoHomeConfig(options: {
  artwork: HomeArtwork;
  now: Date;
  featuredProductIds: number[];
}): HomeConfig {
  const { now } = options;
  const { newCollection, sale, wholesale, welcomePromo, shoesPromo } = options.artwork;
  const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const media = (url: string) => ({ url, type: 'image' as const, name: url.split('/').pop() ?? '' });

  return homeConfigSchema.parse({
    infoBar: {
      isEnabled: true,
      messages: [
        'Бесплатная доставка от {freeShippingFrom}',
        'Новая коллекция уже в каталоге',
        'Скидки до 50% на прошлые коллекции',
        'Оптовые цены от 5 штук',
      ],
      backgroundColor: '#1C2A3A',
      textColor: '#FFFFFF',
    },
    scrollBanner: {
      isEnabled: true,
      autoPlay: true,
      autoPlayDelay: 5000,
      showDots: true,
      showArrows: true,
      infinite: true,
      banners: [
        {
          id: 'new-collection',
          title: 'Новая коллекция',
          subtitle: 'Лён, шёлк и мягкий трикотаж для тёплых дней',
          buttonText: 'Смотреть новинки',
          buttonLink: '/products?filter=new',
          media: media(newCollection.url),
          backgroundColor: '#1C2A3A',
          textColor: '#FFFFFF',
          textPosition: 'middle-left',
          textAlignment: 'left',
          overlayOpacity: 0.2,
          order: 0,
        },
        {
          id: 'sale',
          title: 'Распродажа до −50%',
          subtitle: 'Платья, верхняя одежда и обувь прошлых коллекций',
          buttonText: 'К распродаже',
          buttonLink: '/products?filter=sale',
          media: media(sale.url),
          backgroundColor: '#E4606D',
          textColor: '#FFFFFF',
          textPosition: 'middle-left',
          textAlignment: 'left',
          overlayOpacity: 0.15,
          order: 1,
        },
        {
          id: 'wholesale',
          title: 'Оптом — от 5 штук',
          subtitle: 'Скидка до 20% для магазинов и шоурумов',
          buttonText: 'Выбрать товары',
          buttonLink: '/products',
          media: media(wholesale.url),
          backgroundColor: '#5E7352',
          textColor: '#FFFFFF',
          textPosition: 'middle-left',
          textAlignment: 'left',
          overlayOpacity: 0.2,
          order: 2,
        },
      ],
    },
    promo: {
      isEnabled: true,
      banners: [
        {
          id: 'welcome',
          title: 'Скидка на первый заказ',
          description: 'Промокод WELCOME10 при заказе от 2 000 ₽',
          discount: '−10%',
          validUntil: inDays(60),
          backgroundColor: '#F4EDE6',
          textColor: '#1C2A3A',
          buttonText: 'За покупками',
          buttonLink: '/products',
          backgroundImage: welcomePromo.url,
          order: 0,
        },
        {
          id: 'shoes-sale',
          title: 'Распродажа обуви',
          description: 'Кроссовки, туфли и ботинки прошлых коллекций',
          discount: 'до −40%',
          validUntil: inDays(30),
          backgroundColor: '#1C2A3A',
          textColor: '#FFFFFF',
          buttonText: 'Смотреть обувь',
          buttonLink: '/products/category/zhenskaya-obuv',
          backgroundImage: shoesPromo.url,
          order: 1,
        },
      ],
    },
    featuredProducts: {
      title: 'Популярные товары',
      subtitle: 'Выбор наших покупательниц',
      productIds: options.featuredProductIds.slice(0, 8),
      maxProducts: 8,
    },
    newArrivals: { title: 'Новые поступления', subtitle: 'Свежие модели этого сезона', maxProducts: 6 },
    saleProducts: { title: 'Распродажа', subtitle: 'Успейте купить со скидкой', maxProducts: 8 },
    promocodeShowcase: {
      isEnabled: true,
      title: 'Промокоды и скидки',
      subtitle: 'Скопируйте код и примените его в корзине',
      selectionMode: 'auto',
    },
    layout: [
      {
        id: 'info-bar',
        type: 'info-bar',
        title: 'Информационная строка',
        order: 0,
        settings: { padding: 'none', fullWidth: true },
      },
      {
        id: 'scroll-banner',
        type: 'scroll-banner',
        title: 'Баннеры',
        order: 1,
        settings: { padding: 'none', fullWidth: true },
      },
      {
        id: 'categories',
        type: 'categories',
        title: 'Категории',
        order: 2,
        settings: { padding: 'default' },
      },
      { id: 'featured-products', type: 'featured-products', title: 'Популярные товары', order: 3 },
      { id: 'promo-banner', type: 'promo-banner', title: 'Акции', order: 4, settings: { padding: 'small' } },
      { id: 'new-arrivals', type: 'new-arrivals', title: 'Новые поступления', order: 5 },
      {
        id: 'sale-products',
        type: 'sale-products',
        title: 'Распродажа',
        order: 6,
        settings: { backgroundColor: '#FFF7F2' },
      },
      {
        id: 'promocode-showcase',
        type: 'promocode-showcase',
        title: 'Промокоды',
        order: 7,
        settings: { padding: 'large', backgroundColor: '#F4EDE6', textColor: '#1C2A3A' },
      },
    ],
    lastUpdated: now.toISOString(),
    isPublished: true,
  });
}
