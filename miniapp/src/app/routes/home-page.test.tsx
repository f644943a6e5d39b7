import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fallbackHomeConfig } from '../../features/home/home-layout';
import { makeProduct } from '../../test/products';
import { ok, renderApp, stubApi } from '../../test/render';
import { storeSettings } from '../../test/store-settings';

const MINUTE = 60_000;

/** The /homepage answer with one featured dress at `price` roubles. */
const homeAnswer = (price: number) => ({
  homeConfig: fallbackHomeConfig,
  categories: [],
  featuredProducts: [makeProduct({ price })],
  newArrivals: [],
  saleProducts: [],
  promocodes: [],
});

const store = (savedAt: number, price: number) =>
  window.localStorage.setItem(
    'homepage',
    JSON.stringify({ savedAt, home: { ...homeAnswer(price), errors: {} } }),
  );

/** The price a card shows, whatever spaces the number format puts in. */
const priceText = (roubles: string) => new RegExp(`^${roubles.replace(' ', '\\s')}\\s₽$`);

const skeleton = () => screen.queryByRole('status', { name: 'Загрузка главной страницы...' });

function stubHome(homepage: () => Promise<Response> | Response) {
  const fetchMock = vi.fn(
    stubApi({
      '/api/settings/store': ok(storeSettings()),
      '/api/colors/mapping': ok({ codeToHex: {}, codeToName: {} }),
      '/api/homepage': homepage,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the home page while it loads', () => {
  it('shows eight card placeholders under the hero until the home answer comes', async () => {
    // The home answer is still on its way, and nothing is stored.
    stubHome(() => new Promise<Response>(() => {}));
    renderApp('/');
    const loading = await screen.findByRole('status', { name: 'Загрузка главной страницы...' });
    expect(within(loading).getAllByRole('listitem', { hidden: true })).toHaveLength(8);
  });

  it('shows the home document stored under 5 minutes ago at once, then the prices the server answers', async () => {
    store(Date.now() - 4 * MINUTE, 5490);
    let answer: ((response: Response) => void) | undefined;
    stubHome(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/');

    const stored = await screen.findByRole('link', { name: 'Платье-миди из льна' });
    const card = () => stored.closest('article') ?? document.body;
    expect(within(card()).getByText(priceText('5 490'))).toBeTruthy();
    expect(skeleton()).toBeNull();

    // The stored document was asked again at once; its answer replaces it.
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(Response.json({ success: true, data: homeAnswer(4990) }));
    expect(await screen.findByText(priceText('4 990'))).toBeTruthy();
    expect(screen.queryByText(priceText('5 490'))).toBeNull();
    const kept = JSON.parse(window.localStorage.getItem('homepage') ?? '{}');
    expect(kept.home.featuredProducts[0].price).toBe(4990);
    expect(Date.now() - kept.savedAt).toBeLessThan(MINUTE);
  });

  it('keeps to the placeholders over a document stored more than 5 minutes ago', async () => {
    store(Date.now() - 6 * MINUTE, 5490);
    stubHome(() => new Promise<Response>(() => {}));
    renderApp('/');
    expect(await screen.findByRole('status', { name: 'Загрузка главной страницы...' })).toBeTruthy();
    expect(screen.queryByText(priceText('5 490'))).toBeNull();
  });

  it('keeps showing the stored document when asking again fails', async () => {
    store(Date.now() - MINUTE, 5490);
    stubHome(() =>
      Response.json({ success: false, error: { code: 'INTERNAL', message: 'Ошибка' } }, { status: 500 }),
    );
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Платье-миди из льна' })).toBeTruthy();
    // The fallback calls fail too (not answered here): the page stays as stored, with no error in its place.
    await waitFor(() => expect(screen.queryByText('Не удалось загрузить главную страницу')).toBeNull());
    expect(screen.getByText(priceText('5 490'))).toBeTruthy();
  });
});
