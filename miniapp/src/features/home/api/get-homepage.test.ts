import { defaultHomeConfig } from '@shop/core';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../../test/products';
import { fail, ok, stubApi } from '../../../test/render';
import { fallbackHomeConfig } from '../home-layout';
import { homepageQueryOptions } from './get-homepage';

const load = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(homepageQueryOptions());

afterEach(() => vi.unstubAllGlobals());

describe('the home page when /homepage fails', () => {
  it('uses the published config from the fallback calls and marks each failed part', async () => {
    const config = {
      ...defaultHomeConfig,
      infoBar: { ...defaultHomeConfig.infoBar, messages: ['Только сегодня'] },
    };
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/homepage': fail(),
        '/api/home-config/current': ok(config),
        '/api/products': ok({ products: [makeProduct()], total: 1 }),
        '/api/promocodes/active': fail(),
      }),
    );
    const home = await load();
    expect(home.homeConfig.infoBar.messages).toEqual(['Только сегодня']);
    expect(home.featuredProducts).toHaveLength(1);
    expect(home.errors.promocodes).toBeTruthy();
  });

  it("shows the shop's default home document when no config arrives at all", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/homepage': fail(),
        '/api/home-config/current': fail(),
        '/api/products': ok({ products: [], total: 0 }),
      }),
    );
    const home = await load();
    expect(home.homeConfig).toEqual(fallbackHomeConfig);
  });

  // The storefront keeps its own copy of the default (core's settings schema would add the schema library to
  // every first screen); this holds the copy to core's one definition.
  it("keeps its fallback equal to core's default home document", () => {
    expect(fallbackHomeConfig).toEqual(defaultHomeConfig);
  });
});
