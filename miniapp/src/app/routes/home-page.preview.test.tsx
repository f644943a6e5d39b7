import { defaultHomeConfig, homePreviewMessages } from '@shop/core';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../test/products';
import { ok, renderApp, stubApi } from '../../test/render';
import { storeSettings } from '../../test/store-settings';

const draftHomepage = {
  homeConfig: {
    ...defaultHomeConfig,
    featuredProducts: { ...defaultHomeConfig.featuredProducts, title: 'Выбор недели из черновика' },
    layout: defaultHomeConfig.layout.filter((section) => section.type === 'featured-products'),
  },
  categories: [],
  featuredProducts: [makeProduct({ id: 7, _id: '7', name: { ru: 'Жакет из черновика' } })],
  newArrivals: [],
  saleProducts: [],
  promocodes: [],
};

describe('the home page in preview mode (/?preview=home), framed by the admin app', () => {
  // The test's window plays the framed storefront; a stand-in with postMessage plays the admin page around it.
  let parent: Window;
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    parent = { postMessage: vi.fn() } as unknown as Window;
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent);
    fetchMock = vi.fn(
      stubApi({
        '/api/settings/store': ok(storeSettings()),
        '/api/colors/mapping': ok({ codeToHex: {}, codeToName: {} }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const post = (data: unknown, init: { origin?: string; source?: Window } = {}) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data,
          origin: init.origin ?? window.location.origin,
          source: init.source ?? parent,
        }),
      );
    });

  async function openPreview() {
    renderApp('/?preview=home');
    expect(await screen.findByText('Предпросмотр черновика')).toBeTruthy();
    await vi.waitFor(() =>
      expect(parent.postMessage).toHaveBeenCalledWith(
        { type: homePreviewMessages.ready },
        window.location.origin,
      ),
    );
  }

  it('draws the home page the parent posts with the storefront’s own sections, and never reads the published one', async () => {
    await openPreview();
    await post({ type: homePreviewMessages.show, homepage: draftHomepage });
    expect(await screen.findByRole('heading', { level: 2, name: 'Выбор недели из черновика' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Жакет из черновика' })).toBeTruthy();

    // Each posted change is drawn in place of the last.
    await post({
      type: homePreviewMessages.show,
      homepage: {
        ...draftHomepage,
        homeConfig: {
          ...draftHomepage.homeConfig,
          featuredProducts: { ...draftHomepage.homeConfig.featuredProducts, title: 'Новое название' },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Новое название' })).toBeTruthy();
    expect(screen.queryByText('Выбор недели из черновика')).toBeNull();

    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths).not.toContain('/api/homepage');
    expect(paths.filter((path) => path.startsWith('/api/home-config'))).toEqual([]);
  });

  it('opens the ordinary home page at that address outside a frame', async () => {
    vi.spyOn(window, 'parent', 'get').mockReturnValue(window);
    fetchMock.mockImplementation(
      stubApi({
        '/api/settings/store': ok(storeSettings()),
        '/api/colors/mapping': ok({ codeToHex: {}, codeToName: {} }),
        '/api/homepage': ok(draftHomepage),
      }),
    );
    renderApp('/?preview=home');
    expect(await screen.findByRole('heading', { level: 2, name: 'Выбор недели из черновика' })).toBeTruthy();
    expect(screen.queryByText('Предпросмотр черновика')).toBeNull();
  });

  it('ignores a page posted from another origin, by a window other than its parent, or that the schema refuses', async () => {
    await openPreview();
    await post(
      { type: homePreviewMessages.show, homepage: draftHomepage },
      { origin: 'https://evil.example' },
    );
    await post({ type: homePreviewMessages.show, homepage: draftHomepage }, { source: window });
    const refused = {
      ...draftHomepage,
      homeConfig: {
        ...draftHomepage.homeConfig,
        featuredProducts: { ...draftHomepage.homeConfig.featuredProducts, maxProducts: 0 },
      },
    };
    await post({ type: homePreviewMessages.show, homepage: refused });
    // Give a wrongly accepted message its render before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { level: 2, name: 'Выбор недели из черновика' })).toBeNull();
    expect(screen.queryByText('Жакет из черновика')).toBeNull();
    expect(screen.getByRole('status', { name: 'Ждём черновик из редактора...' })).toBeTruthy();
  });
});
