import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../../test/products';
import { ok, renderWithProviders, stubApi } from '../../../test/render';
import { fallbackHomeConfig } from '../home-layout';
import type { HomeData, Promocode } from '../types';
import { HomeSections } from './home-sections';
import { visiblePromoBanners } from './promo-banner-section';
import { PromocodeShowcaseSection } from './promocode-showcase-section';

const promocode = (overrides: Partial<Promocode> = {}): Promocode => ({
  _id: 'p1',
  code: 'WELCOME10',
  description: 'Скидка на первый заказ',
  discountType: 'percentage',
  discountValue: 10,
  validUntil: null,
  maxUsage: null,
  usageCount: 3,
  minOrderValue: 0,
  tier: 'standard',
  ...overrides,
});

function home(
  overrides: Partial<HomeData> = {},
  layoutTypes?: HomeData['homeConfig']['layout'][number]['type'][],
) {
  const layout = fallbackHomeConfig.layout.filter(
    (section) => !layoutTypes || layoutTypes.includes(section.type),
  );
  return {
    homeConfig: { ...fallbackHomeConfig, layout },
    categories: [],
    featuredProducts: [],
    newArrivals: [],
    saleProducts: [],
    promocodes: [],
    errors: {},
    ...overrides,
  } satisfies HomeData;
}

function renderHome(data: HomeData, retry = vi.fn()) {
  const fetchMock = vi.fn(stubApi({ '/api/colors/mapping': ok({ codeToHex: {}, codeToName: {} }) }));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<HomeSections home={data} retry={retry} />);
  return { fetchMock, retry };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('home sections', () => {
  it('shows featured products, and the spec texts for an error with retry and for no products', async () => {
    const retry = vi.fn();
    renderHome(home({ featuredProducts: [makeProduct()] }, ['featured-products']), retry);
    expect(await screen.findByRole('link', { name: 'Платье-миди из льна' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Смотреть все' }).getAttribute('href')).toBe(
      '/products?sort=popular',
    );

    renderHome(home({ errors: { featured: 'Сервер недоступен' } }, ['featured-products']), retry);
    expect(await screen.findByText('Не удалось загрузить товары')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(retry).toHaveBeenCalled();
  });

  it('says "Товары не найдены" for an empty row and names the new arrivals failure', async () => {
    renderHome(home({}, ['featured-products']));
    expect(await screen.findByText('Товары не найдены')).toBeTruthy();
    renderHome(home({ errors: { newArrivals: 'x' } }, ['new-arrivals']));
    expect(await screen.findByText('Не удалось загрузить новые поступления')).toBeTruthy();
  });

  it('keeps only active sale items in the sale row', async () => {
    renderHome(
      home(
        {
          saleProducts: [
            makeProduct({ id: 5, _id: '5', name: { ru: 'На распродаже' }, isSale: true }),
            makeProduct({ id: 6, _id: '6', name: { ru: 'Без скидки' }, isSale: false }),
          ],
        },
        ['sale-products'],
      ),
    );
    expect(await screen.findByRole('link', { name: 'На распродаже' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Без скидки' })).toBeNull();
  });

  it('applies the section settings: padding, colors', () => {
    const data = home({}, ['info-bar']);
    const [infoBar] = data.homeConfig.layout;
    if (infoBar) infoBar.settings = { ...infoBar.settings, backgroundColor: '#112233', textColor: '#ffeedd' };
    renderHome(data);
    const bar = screen.getByRole('complementary', { name: 'Объявления магазина' });
    expect(bar.style.backgroundColor).toBe('#112233');
    expect(within(bar).getAllByText('Скидки до 50%').length).toBeGreaterThan(0);
  });
});

describe('promo banners', () => {
  const banner = (id: string, extra = {}) => ({ id, isActive: true, validUntil: null, order: 0, ...extra });
  it('shows one alone, two side by side, and nothing for any other count', () => {
    expect(visiblePromoBanners([banner('a')])).toHaveLength(1);
    expect(visiblePromoBanners([banner('a'), banner('b')])).toHaveLength(2);
    expect(visiblePromoBanners([banner('a'), banner('b'), banner('c')])).toHaveLength(0);
    expect(visiblePromoBanners([banner('a'), banner('b', { isActive: false })])).toHaveLength(1);
    expect(visiblePromoBanners([banner('a', { validUntil: '2000-01-01T00:00:00Z' })])).toHaveLength(0);
  });

  it("says the shop's last day, whatever the zone of the device or the server drawing the page", async () => {
    const data = home({}, ['promo-banner']);
    const ends = {
      ...banner('a', { validUntil: '2099-01-27T22:00:00Z' }),
      title: 'Зимняя распродажа',
      description: '',
      discount: '',
      backgroundColor: '#112233',
      textColor: '#FFFFFF',
      backgroundImage: '',
      buttonText: '',
      buttonLink: '',
    };
    data.homeConfig = { ...data.homeConfig, promo: { isEnabled: true, banners: [ends] } };
    renderHome(data);
    // 22:00 UTC on the 27th is 01:00 on the 28th in Moscow, the shop's zone.
    expect(await screen.findByText('До 28 января')).toBeTruthy();
  });
});

describe('banner carousel', () => {
  const slide = (id: string, title: string) => ({
    id,
    title,
    subtitle: '',
    buttonText: '',
    buttonLink: '',
    media: { url: '', type: 'image' as const, name: '' },
    backgroundColor: '#1C2A3A',
    textColor: '#FFFFFF',
    textPosition: 'middle-center' as const,
    textAlignment: 'center' as const,
    overlayOpacity: 0.3,
    isActive: true,
    order: 0,
  });

  function withBanners(banners: ReturnType<typeof slide>[]) {
    const data = home({}, ['scroll-banner']);
    data.homeConfig = {
      ...data.homeConfig,
      scrollBanner: { ...data.homeConfig.scrollBanner, isEnabled: true, autoPlay: false, banners },
    };
    return data;
  }

  it('loops through clones of the last and first slide and snaps back after 500 ms', () => {
    vi.useFakeTimers();
    renderHome(withBanners([slide('a', 'Первый'), slide('b', 'Второй')]));
    const track = screen.getByTestId('banner-track');
    // Clone of the last, the two banners, clone of the first.
    expect(track.children).toHaveLength(4);
    expect(track.style.transform).toBe('translateX(-100%)');
    fireEvent.click(screen.getByRole('button', { name: 'Предыдущий баннер' }));
    expect(track.style.transform).toBe('translateX(-0%)');
    act(() => vi.advanceTimersByTime(500));
    expect(track.style.transform).toBe('translateX(-200%)');
    expect(track.style.transition).toBe('none');
  });

  it('shows a single banner without controls, and nothing when disabled', () => {
    renderHome(withBanners([slide('a', 'Единственный')]));
    expect(screen.getByText('Единственный')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Следующий баннер' })).toBeNull();
  });

  it('follows a banner button only to a shop path or an https address, never to //host', () => {
    renderHome(
      withBanners([
        { ...slide('a', 'Сайт'), buttonText: 'Распродажа', buttonLink: '/products?filter=sale' },
        { ...slide('b', 'Чужой'), buttonText: 'Чужая ссылка', buttonLink: '//evil.example/phish' },
        { ...slide('c', 'Обход'), buttonText: 'Обход', buttonLink: '/\\evil.example' },
      ]),
    );
    // Slides out of view are hidden from the accessibility tree, so every slide is looked at.
    const links = (name: string) => screen.queryAllByRole('link', { name, hidden: true });
    expect(links('Распродажа')[0]?.getAttribute('href')).toBe('/products?filter=sale');
    expect(links('Чужая ссылка')).toEqual([]);
    expect(links('Обход')).toEqual([]);
  });
});

describe('promocode showcase', () => {
  it('shows tier, usage and countdown, copies with a 2 s success state and reports the copy', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-10T00:00:00Z') });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const data = home(
      {
        promocodes: [
          promocode({
            _id: 'a',
            code: 'VIP30',
            tier: 'vip',
            discountValue: 30,
            validUntil: '2026-01-12T05:00:00Z',
          }),
          promocode({ _id: 'b', code: 'OLD', validUntil: '2026-01-10T00:30:00Z' }),
        ],
      },
      ['promocode-showcase'],
    );
    const fetchMock = vi.fn(stubApi({}));
    vi.stubGlobal('fetch', fetchMock);
    const [section] = data.homeConfig.layout;
    if (!section) throw new Error('no showcase section');
    // The section itself, outside the lazy registry and the router, which fake timers would hold up.
    render(<PromocodeShowcaseSection section={section} home={data} retry={vi.fn()} />);
    expect(screen.getByText('VIP')).toBeTruthy();
    expect(screen.getByText('Истекает через 2 д 5 ч')).toBeTruthy();
    expect(screen.getAllByText(/Использован 3 раза/)).toHaveLength(2);
    // The countdown refreshes every 60 s and says 'Истёк' once past.
    act(() => vi.advanceTimersByTime(31 * 60_000));
    expect(screen.getByText('Истёк')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Скопировать промокод VIP30' }));
    });
    expect(writeText).toHaveBeenCalledWith('VIP30');
    expect(screen.getByText('Скопировано!')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/promocodes/VIP30/copy'))).toBe(
      true,
    );
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Скопировано!')).toBeNull();
  });
});
