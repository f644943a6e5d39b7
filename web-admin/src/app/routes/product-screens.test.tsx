import { adminTexts } from '@shop/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCategory } from '../../features/catalog/api/categories';
import type { AdminProduct, AdminProductRow } from '../../features/catalog/api/products';
import type { AdminColor, AdminSize } from '../../features/catalog/api/reference-data';
import { ok, signedInAs } from '../../test/fake-api';
import { renderAdmin } from '../../test/render-admin';
import {
  expectFieldRefused,
  expectLoadFailed,
  expectLoading,
  failsOnceThen,
  neverAnswers,
  refusal,
} from '../../test/screen-states';

const row: AdminProductRow = {
  id: 3,
  name: { ru: 'Платье льняное' },
  baseSku: 'DRS-003',
  category: { id: 7, name: 'Платья' },
  priceKopecks: 420_000,
  originalPriceKopecks: null,
  isActive: true,
  isNew: false,
  isSale: false,
  totalStock: 5,
  variantCount: 1,
  image: null,
  createdAt: '2026-10-01T08:00:00.000Z',
  updatedAt: '2026-10-01T08:00:00.000Z',
};

const list = (products: AdminProductRow[]) => ({
  products,
  pagination: { page: 1, limit: 20, total: products.length, pages: 1, hasNext: false },
});

const dress: AdminProduct = {
  id: 3,
  name: { ru: 'Платье льняное' },
  description: { ru: 'Лён, свободный крой' },
  categoryId: 7,
  baseSku: 'DRS-003',
  priceKopecks: 420_000,
  originalPriceKopecks: null,
  isActive: true,
  isNew: false,
  isSale: false,
  isFeatured: false,
  totalStock: 5,
  attributes: { composition: '100% лён' },
  variants: [{ colorCode: 'BLK', sizeCode: 'M', sku: 'DRS-003-BLK-M', quantity: 5 }],
  images: [],
  retail: {
    enabled: true,
    allowPurchase: true,
    hidePrice: false,
    showWholesalePrice: false,
    minQuantity: null,
    maxQuantity: null,
  },
  wholesale: {
    available: false,
    enabled: false,
    minQuantity: 5,
    wholesalePriceKopecks: null,
    discountPercentage: null,
  },
  createdAt: '2026-10-01T08:00:00.000Z',
  updatedAt: '2026-10-01T08:00:00.000Z',
};

const category = {
  id: 7,
  level: 0,
  parent: null,
  displayName: 'Платья',
  path: '7',
  productType: 'clothing',
} as AdminCategory;
const black: AdminColor = {
  code: 'BLK',
  name: { ru: 'Чёрный' },
  hex: '#1A1A1A',
  sortOrder: 1,
  isActive: true,
};
const medium: AdminSize = {
  code: 'M',
  name: { ru: 'M' },
  productType: 'clothing',
  sortOrder: 2,
  isActive: true,
};

const referenceData = {
  'GET /api/categories/flat': () => ok([category]),
  'GET /api/admin/colors': () => ok([black]),
  'GET /api/admin/sizes': () => ok([medium]),
};

describe('products screen', { timeout: 20_000 }, () => {
  it('shows «Загрузка...» while the products are on their way', async () => {
    signedInAs('manager', { ...referenceData, 'GET /api/admin/products': neverAnswers });
    renderAdmin('/admin/products');
    await expectLoading('Товары');
  });

  it('says when no product matches and how to find one', async () => {
    signedInAs('manager', { ...referenceData, 'GET /api/admin/products': () => ok(list([])) });
    renderAdmin('/admin/products?search=шуба');
    expect(await screen.findByText('Товары не найдены')).toBeTruthy();
    expect(screen.getByText('Измените поиск или фильтры, или добавьте новый товар.')).toBeTruthy();
  });

  it('shows a failed load and loads again on «Повторить»', async () => {
    signedInAs('manager', {
      ...referenceData,
      'GET /api/admin/products': failsOnceThen(() => ok(list([row]))),
    });
    renderAdmin('/admin/products');
    fireEvent.click(await expectLoadFailed());
    const table = await screen.findByRole('table', { name: 'Товары' });
    expect(within(table).getByRole('row', { name: /Платье льняное/ })).toBeTruthy();
  });
});

describe('products screen filters', { timeout: 20_000 }, () => {
  it('asks for the chosen category, hidden products and stock, and shows the choices', async () => {
    const { calls } = signedInAs('manager', {
      ...referenceData,
      'GET /api/admin/products': () => ok(list([row])),
    });
    renderAdmin('/admin/products');
    await screen.findByRole('table', { name: 'Товары' });
    const lastQuery = () =>
      calls.filter((call) => call.path.startsWith('/api/admin/products')).at(-1)?.path ?? '';
    const category = screen.getByRole('combobox', { name: 'Категория' }) as HTMLSelectElement;
    expect([...category.options].map((option) => option.textContent)).toEqual(['Все категории', 'Платья']);
    fireEvent.change(category, { target: { value: '7' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Статус' }), { target: { value: 'false' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Остаток' }), { target: { value: 'low' } });
    await waitFor(() => expect(lastQuery()).toMatch(/stock=low/));
    expect(lastQuery()).toMatch(/categoryId=7/);
    expect(lastQuery()).toMatch(/isActive=false/);
    expect(category.value).toBe('7');
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(lastQuery()).not.toMatch(/categoryId|isActive|stock/));
  });

  it('asks for sale and new products when their boxes are ticked, and for all again when unticked', async () => {
    const { calls } = signedInAs('manager', {
      ...referenceData,
      'GET /api/admin/products': () => ok(list([row])),
    });
    renderAdmin('/admin/products');
    await screen.findByRole('table', { name: 'Товары' });
    const lastQuery = () =>
      calls.filter((call) => call.path.startsWith('/api/admin/products')).at(-1)?.path ?? '';
    fireEvent.click(screen.getByRole('checkbox', { name: 'Распродажа' }));
    await waitFor(() => expect(lastQuery()).toMatch(/isSale=true/));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Новинки' }));
    await waitFor(() => expect(lastQuery()).toMatch(/isNew=true/));
    expect(lastQuery()).toMatch(/isSale=true/);
    expect((screen.getByRole('checkbox', { name: 'Распродажа' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Распродажа' }));
    await waitFor(() => expect(lastQuery()).not.toMatch(/isSale/));
    expect(lastQuery()).toMatch(/isNew=true/);
  });
});

describe('products screen pages', { timeout: 20_000 }, () => {
  it('goes to the next page and back to the first with a larger page', async () => {
    const { calls } = signedInAs('manager', {
      ...referenceData,
      'GET /api/admin/products': () =>
        ok({ products: [row], pagination: { page: 1, limit: 20, total: 45, pages: 3, hasNext: true } }),
    });
    renderAdmin('/admin/products');
    expect(await screen.findByText('Страница 1 из 3 · товаров: 45')).toBeTruthy();
    const lastQuery = () =>
      calls.filter((call) => call.path.startsWith('/api/admin/products')).at(-1)?.path ?? '';
    fireEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    await waitFor(() => expect(lastQuery()).toMatch(/page=2/));
    fireEvent.change(screen.getByRole('combobox', { name: 'На странице' }), { target: { value: '50' } });
    await waitFor(() => expect(lastQuery()).toMatch(/limit=50/));
    expect(lastQuery()).toMatch(/page=1/);
  });
});

describe('products screen actions', { timeout: 20_000 }, () => {
  it('hides a product from the shop and shows it hidden', async () => {
    let product = row;
    signedInAs('manager', {
      ...referenceData,
      'GET /api/admin/products': () => ok(list([product])),
      'POST /api/admin/products/3/deactivate': () => {
        product = { ...row, isActive: false };
        return ok({ ...dress, isActive: false });
      },
    });
    renderAdmin('/admin/products');
    const line = await screen.findByRole('row', { name: /Платье льняное/ });
    fireEvent.click(within(line).getByRole('button', { name: 'Скрыть' }));
    expect(await within(line).findByRole('button', { name: 'Показать' })).toBeTruthy();
    expect(within(line).getByText('Скрыт')).toBeTruthy();
  });

  it('shows the server’s refusal to delete a product in open orders and keeps it', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    // The API's own text (services/admin/product-admin.ts), not exported from core.
    const message =
      'Товар нельзя удалить: он есть в незавершённых заказах (2). Снимите его с продажи или дождитесь их завершения.';
    signedInAs('manager', {
      ...referenceData,
      'GET /api/admin/products': () => ok(list([row])),
      'DELETE /api/admin/products/3': () => refusal('CONFLICT', message),
    });
    renderAdmin('/admin/products');
    const line = await screen.findByRole('row', { name: /Платье льняное/ });
    fireEvent.click(within(line).getByRole('button', { name: 'Удалить' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('row', { name: /Платье льняное/ })).toBeTruthy();
  });
});

describe('product screen', { timeout: 20_000 }, () => {
  it('shows «Загрузка...» while the product is on its way', async () => {
    signedInAs('manager', { ...referenceData, 'GET /api/admin/products/3': neverAnswers });
    renderAdmin('/admin/products/3');
    await expectLoading('Изменение товара');
  });

  it('says when the product is not there', async () => {
    // The API's own text (services/admin/product-admin.ts), not exported from core.
    const notFound = 'Товар не найден';
    signedInAs('manager', {
      ...referenceData,
      'GET /api/admin/products/3': () => refusal('NOT_FOUND', notFound),
    });
    renderAdmin('/admin/products/3');
    await expectLoadFailed(notFound);
  });

  it('shows a failed load of the colors and loads again on «Повторить»', async () => {
    signedInAs('manager', {
      ...referenceData,
      'GET /api/admin/colors': failsOnceThen(() => ok([black])),
      'GET /api/admin/products/3': () => ok(dress),
    });
    renderAdmin('/admin/products/3');
    fireEvent.click(await expectLoadFailed());
    expect(((await screen.findByLabelText('Артикул')) as HTMLInputElement).value).toBe('DRS-003');
  });

  it('saves a change and says «Сохранено»', async () => {
    const { calls } = signedInAs('manager', {
      ...referenceData,
      'GET /api/admin/products/3': () => ok(dress),
      'PUT /api/admin/products/3': (call) => ok({ ...dress, ...(call.body as object) }),
    });
    renderAdmin('/admin/products/3');
    fireEvent.change(await screen.findByLabelText('Цена, ₽'), {
      target: { value: '3 990' },
    });
    const category = screen.getByLabelText('Категория') as HTMLSelectElement;
    expect(category.selectedOptions[0]?.textContent).toBe('Платья');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Сохранено')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ priceKopecks: 399_000 });
  });

  it('puts the server’s refusal of a taken article on the article field', async () => {
    signedInAs('manager', {
      ...referenceData,
      'GET /api/admin/products/3': () => ok(dress),
      'PUT /api/admin/products/3': () =>
        refusal('CONFLICT', adminTexts.baseSkuTaken, { baseSku: adminTexts.baseSkuTaken }),
    });
    renderAdmin('/admin/products/3');
    const form = (await screen.findByLabelText('Артикул')).closest('form')!;
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(adminTexts.baseSkuTaken);
    await expectFieldRefused(form, 'Артикул', adminTexts.baseSkuTaken);
    expect(screen.queryByText('Сохранено')).toBeNull();
  });
});
