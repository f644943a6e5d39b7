/** «Вы недавно смотрели» below the product: the page records each view, and shows the products viewed before. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openProduct } from '../../test/open-product';
import { makeProduct } from '../../test/products';
import { ok } from '../../test/render';

const skirt = makeProduct({ id: 7, _id: '7', name: { ru: 'Юбка-плиссе' }, displayName: 'Юбка-плиссе' });
const byIds = { '/api/products/by-ids': ok({ products: [skirt], pagination: {} }) };
const viewed = () =>
  (JSON.parse(localStorage.getItem('recently-viewed') ?? '[]') as { productId: string }[]).map(
    (entry) => entry.productId,
  );

describe('«Вы недавно смотрели» on the product page', () => {
  it('shows the products she viewed before, and records this one first', async () => {
    localStorage.setItem(
      'recently-viewed',
      JSON.stringify([{ productId: '7', addedAt: '2026-11-29T08:00:00Z' }]),
    );
    openProduct(makeProduct(), undefined, undefined, byIds);
    const section = await screen.findByRole('region', { name: 'Вы недавно смотрели' });
    expect(within(section).getByRole('link', { name: /Юбка-плиссе/ })).toBeTruthy();
    expect(within(section).queryByRole('link', { name: /Платье-миди из льна/ })).toBeNull();
    expect(viewed()).toEqual(['1', '7']);
  });

  it('is not shown on her first product, which it records', async () => {
    openProduct(makeProduct(), undefined, undefined, byIds);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(viewed()).toEqual(['1']));
    expect(screen.queryByRole('region', { name: 'Вы недавно смотрели' })).toBeNull();
  });
});
