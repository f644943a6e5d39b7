import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct, retailSettings } from '../../../test/products';
import { ok, renderApp, renderWithProviders, stubApi } from '../../../test/render';
import type { Product } from '../types';
import { ProductCard } from './product-card';

// What the API sends for a product with a price before the sale (3 990 ₽) and a price now (2 990 ₽): the
// discount only when the product is marked on sale.
const notOnSale = makeProduct({ price: 2990, originalPrice: 3990, isSale: false, discountPercentage: null });
const onSale = makeProduct({ price: 2990, originalPrice: 3990, isSale: true, discountPercentage: 25 });
// A promotion's price as the card carries it: 3 990 ₽ less 15 % (not on sale), its badge and name.
const promoted = makeProduct({
  price: 3391.5,
  originalPrice: 3990,
  isSale: false,
  discountPercentage: 15,
  promotions: [
    {
      id: 4,
      name: 'Чёрная пятница',
      badge: 'Black Friday −15%',
      discountType: 'percentage',
      discountValue: 15,
    },
  ],
});

const weekOfDresses = {
  id: 5,
  name: 'Неделя платьев',
  badge: 'Платья −20%',
  discountType: 'percentage' as const,
  discountValue: 20,
};
// Three promotions cover it; −1 000 ₽ off 3 990 ₽ (2 990 ₽) is the best, and only it sets the price.
const coveredThrice = makeProduct({
  price: 2990,
  originalPrice: 3990,
  isSale: false,
  discountPercentage: 25,
  promotions: [
    weekOfDresses,
    { id: 6, name: 'Минус тысяча', badge: '−1000 ₽', discountType: 'fixed', discountValue: 100_000 },
    { id: 7, name: 'Всё −10%', badge: '−10% всё', discountType: 'percentage', discountValue: 10 },
  ],
});
// On its own sale for 4 890 ₽ instead of 6 990 ₽: −20% would be 5 592 ₽, so the sale price stands.
const saleBeatsPromotion = makeProduct({
  price: 4890,
  originalPrice: 6990,
  isSale: true,
  discountPercentage: 30,
  promotions: [weekOfDresses],
});

const stubShop = (product: Product) =>
  vi.stubGlobal(
    'fetch',
    stubApi({
      '/api/products/1': ok(product),
      '/api/products/1/related': ok({
        products: [],
        pagination: { page: 1, limit: 4, total: 0, pages: 0, hasNext: false },
      }),
      '/api/colors/mapping': ok({ codeToHex: {}, codeToName: {} }),
      '/api/wholesale/public-retail-settings': ok(retailSettings),
    }),
  );

function renderCard(product: Product) {
  stubShop(product);
  const view = renderWithProviders(
    <ProductCard
      product={product}
      mapping={{ codeToHex: {}, codeToName: {} }}
      retailSettings={retailSettings}
    />,
  );
  return within(view.container);
}

async function renderPage(product: Product) {
  stubShop(product);
  renderApp('/product/1');
  const main = within(screen.getByRole('main'));
  await main.findByRole('heading', { level: 1 });
  return main;
}

const oldPrice = (view: ReturnType<typeof within>) => view.queryByText(/3\s990\s₽/);

describe('the sale discount on the card and the page', () => {
  it('shows a promotion’s badge, its price and the regular price struck through', async () => {
    const card = renderCard(promoted);
    expect(card.getByText('Black Friday −15%')).toBeTruthy();
    expect(card.getByText(/3\s391,50\s₽/)).toBeTruthy();
    expect(oldPrice(card)?.tagName).toBe('S');
    expect(card.queryByText('−15%')).toBeNull();

    const page = await renderPage(promoted);
    expect(page.getByText('Black Friday −15%')).toBeTruthy();
    expect(page.getByText('Акция «Чёрная пятница»')).toBeTruthy();
    expect(page.getByText(/3\s391,50\s₽/)).toBeTruthy();
    expect(oldPrice(page)?.tagName).toBe('S');
  });

  it('shows only the promotion that set the price, however many cover the product', async () => {
    const card = renderCard(coveredThrice);
    expect(card.getByText('−1000 ₽')).toBeTruthy();
    expect(card.queryByText('Платья −20%')).toBeNull();
    expect(card.queryByText('−10% всё')).toBeNull();

    const page = await renderPage(coveredThrice);
    expect(page.getByText('−1000 ₽')).toBeTruthy();
    expect(page.getByText('Акция «Минус тысяча»')).toBeTruthy();
    expect(page.queryByText('Акция «Неделя платьев»')).toBeNull();
  });

  it('shows the sale’s own discount, not a promotion’s badge, when the sale price is lower', async () => {
    const card = renderCard(saleBeatsPromotion);
    expect(card.getByText('−30%')).toBeTruthy();
    expect(card.queryByText('Платья −20%')).toBeNull();

    const page = await renderPage(saleBeatsPromotion);
    expect(page.getByText('−30%')).toBeTruthy();
    expect(page.queryByText(/Акция/)).toBeNull();
  });

  it('shows no discount and no old price for a product not marked on sale, as the server answers', async () => {
    const card = renderCard(notOnSale);
    expect(card.getByText(/2\s990\s₽/)).toBeTruthy();
    expect(card.queryByText('−25%')).toBeNull();
    expect(oldPrice(card)).toBeNull();

    const page = await renderPage(notOnSale);
    expect(page.getByText(/2\s990\s₽/)).toBeTruthy();
    expect(page.queryByText('−25%')).toBeNull();
    expect(oldPrice(page)).toBeNull();
  });

  it('shows the discount and the old price for a product on sale', async () => {
    const card = renderCard(onSale);
    expect(card.getByText('−25%')).toBeTruthy();
    expect(oldPrice(card)).toBeTruthy();

    const page = await renderPage(onSale);
    expect(page.getByText('−25%')).toBeTruthy();
    expect(oldPrice(page)).toBeTruthy();
  });
});
