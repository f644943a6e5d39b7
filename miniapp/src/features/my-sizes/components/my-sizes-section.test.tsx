import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { clearSession, setSession } from '../../auth';
import { MySizesSection } from './my-sizes-section';

const sizes: Record<string, { code: string; name: string }[]> = {
  clothing: [
    { code: 'S', name: 'S' },
    { code: 'M', name: 'M' },
  ],
  footwear: [
    { code: '37', name: '37' },
    { code: '38', name: '38' },
  ],
};

/** The shop's sizes, and her sizes on the server answering `put` to a save. */
function shopWith(put: () => Response) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/sizes') {
      return Response.json({ success: true, data: sizes[url.searchParams.get('productType') ?? ''] ?? [] });
    }
    if (url.pathname === '/api/auth/me/sizes' && init.method === 'PUT') return put();
    return Response.json({ success: true, data: { sizes: { clothing: null, footwear: null } } });
  });
}

/** Picks a size of each kind once the shop's sizes are there, and saves. */
async function choose(clothing: string, footwear: string) {
  const form = await screen.findByRole('form', { name: 'Мои размеры' });
  for (const [label, size] of [
    ['Одежда', clothing],
    ['Обувь', footwear],
  ] as const) {
    // The select is drawn again once its options arrive: read it after that.
    await waitFor(() => within(within(form).getByLabelText(label)).getByRole('option', { name: size }));
    fireEvent.change(within(form).getByLabelText(label), { target: { value: size } });
  }
  fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
  return form;
}

afterEach(() => clearSession());

describe('the «Мои размеры» card', () => {
  it('offers the shop’s sizes of each kind and keeps a guest’s choice on the device', async () => {
    shopWith(() => Response.json({}, { status: 500 }));
    renderWithProviders(<MySizesSection />);
    const form = await choose('M', '38');
    expect(await within(form).findByRole('status')).toHaveProperty('textContent', 'Размеры сохранены');
    expect(JSON.parse(localStorage.getItem('my-sizes') ?? '')).toEqual({ clothing: 'M', footwear: '38' });
  });

  it('shows the server’s refusal of a signed-in buyer’s sizes', async () => {
    setSession('token', makeUser());
    shopWith(() =>
      Response.json(
        {
          success: false,
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Такого размера нет в магазине',
            fields: { footwear: 'Такого размера нет в магазине' },
          },
        },
        { status: 400 },
      ),
    );
    renderWithProviders(<MySizesSection />);
    const form = await choose('S', '37');
    expect(await within(form).findByRole('alert')).toHaveProperty(
      'textContent',
      'Такого размера нет в магазине',
    );
    expect(within(form).queryByRole('status')).toBeNull();
  });
});
