/** «Мои размеры» on a page of its own (guests, Telegram's settings button) and as a card of the account. */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MySizesSection } from '../../features/my-sizes';
import { ok, renderApp, renderWithProviders, stubApi } from '../../test/render';

beforeEach(() => {
  vi.stubGlobal('fetch', stubApi({ '/api/sizes': ok([{ code: 'M', name: 'M' }]) }));
});

describe('«Мои размеры»', () => {
  it('on its own page names itself once, in the page title, with the form under it', async () => {
    renderApp('/my-sizes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Мои размеры' })).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Мои размеры' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Мои размеры' })).toHaveLength(1);
  });

  it('as a card among others (the account) keeps its own heading', async () => {
    renderWithProviders(<MySizesSection />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Мои размеры' })).toBeTruthy();
  });
});
