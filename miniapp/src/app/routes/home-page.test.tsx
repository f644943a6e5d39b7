import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, renderApp, stubApi } from '../../test/render';
import { storeSettings } from '../../test/store-settings';

describe('the home page while it loads', () => {
  it('shows eight card placeholders under the hero until the home answer comes', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/settings/store': ok(storeSettings()),
        // The home answer is still on its way.
        '/api/homepage': () => new Promise<Response>(() => {}),
      }),
    );
    renderApp('/');
    const loading = await screen.findByRole('status', { name: 'Загрузка главной страницы...' });
    expect(within(loading).getAllByRole('listitem', { hidden: true })).toHaveLength(8);
  });
});
