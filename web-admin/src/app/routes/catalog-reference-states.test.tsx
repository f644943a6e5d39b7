import { adminTexts } from '@shop/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../features/catalog/api/categories';
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

const dresses: AdminCategory = {
  _id: '4',
  id: 4,
  slug: 'dresses',
  name: { ru: 'Платья', en: 'Dresses' },
  displayName: 'Платья',
  image: null,
  level: 0,
  path: '4',
  parent: null,
  productType: 'clothing',
  isActive: true,
  isVisible: true,
  isFeatured: false,
  showOnHomepage: false,
  homepageOrder: 0,
  sortOrder: 1,
  productCount: 12,
  viewCount: 0,
  createdAt: '2026-01-10T08:00:00.000Z',
  updatedAt: '2026-01-10T08:00:00.000Z',
};

const red: AdminColor = {
  code: 'RED',
  name: { ru: 'Красный', en: 'Red' },
  hex: '#D32F2F',
  sortOrder: 1,
  isActive: true,
};

async function addCategory(name: string, slug: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Добавить категорию' }));
  const form = screen.getByRole('form', { name: 'Новая категория' });
  fireEvent.change(within(form).getByLabelText('Название (рус.)'), { target: { value: name } });
  fireEvent.change(within(form).getByLabelText('Адрес (латиницей)'), { target: { value: slug } });
  fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
  return form;
}

describe('categories screen', { timeout: 20_000 }, () => {
  it('shows «Загрузка...» while the tree is on its way', async () => {
    signedInAs('manager', { 'GET /api/categories/flat': neverAnswers });
    renderAdmin('/admin/categories');
    await expectLoading('Категории');
  });

  it('says when there are no categories yet', async () => {
    signedInAs('manager', { 'GET /api/categories/flat': () => ok([]) });
    renderAdmin('/admin/categories');
    expect(await screen.findByText('Категорий пока нет')).toBeTruthy();
  });

  it('shows a failed load and loads again on «Повторить»', async () => {
    signedInAs('manager', { 'GET /api/categories/flat': failsOnceThen(() => ok([dresses])) });
    renderAdmin('/admin/categories');
    fireEvent.click(await expectLoadFailed());
    expect(await screen.findByRole('button', { name: 'Изменить: Платья' })).toBeTruthy();
  });

  it('counts each category’s products with the noun in its form for the count', async () => {
    const category = (id: number, name: string, productCount: number) => ({
      ...dresses,
      _id: String(id),
      id,
      slug: `c${id}`,
      name: { ru: name },
      displayName: name,
      path: String(id),
      productCount,
    });
    signedInAs('manager', {
      'GET /api/categories/flat': () =>
        ok([category(1, 'Платья', 1), category(2, 'Юбки', 64), category(3, 'Пальто', 11)]),
    });
    renderAdmin('/admin/categories');
    expect(await screen.findByText('/c1 · 1 товар')).toBeTruthy();
    expect(screen.getByText('/c2 · 64 товара')).toBeTruthy();
    expect(screen.getByText('/c3 · 11 товаров')).toBeTruthy();
  });

  it('adds a category: «Сохранено», the form closes and the tree shows it', async () => {
    const categories = [dresses];
    const { calls } = signedInAs('manager', {
      'GET /api/categories/flat': () => ok(categories),
      'POST /api/categories': () => {
        const coats = {
          ...dresses,
          _id: '5',
          id: 5,
          slug: 'coats',
          name: { ru: 'Пальто' },
          displayName: 'Пальто',
        };
        categories.push(coats);
        return ok(coats);
      },
    });
    renderAdmin('/admin/categories');
    const form = await addCategory('Пальто', 'coats');
    expect(await screen.findByText('Сохранено')).toBeTruthy();
    expect(form.isConnected).toBe(false);
    expect(await screen.findByRole('button', { name: 'Изменить: Пальто' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: { ru: 'Пальто' },
      slug: 'coats',
      parentId: null,
    });
  });

  it('puts the server’s refusal of a taken address on the address field', async () => {
    signedInAs('manager', {
      'GET /api/categories/flat': () => ok([dresses]),
      'POST /api/categories': () => refusal('CONFLICT', adminTexts.slugTaken, { slug: adminTexts.slugTaken }),
    });
    renderAdmin('/admin/categories');
    const form = await addCategory('Платья вечерние', 'dresses');
    expect((await within(form).findByRole('alert')).textContent).toBe(adminTexts.slugTaken);
    await expectFieldRefused(form, 'Адрес (латиницей)', adminTexts.slugTaken);
  });
});

async function addColor(code: string, name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Добавить цвет' }));
  const form = screen.getByRole('form', { name: 'Новый цвет' });
  fireEvent.change(within(form).getByLabelText('Код'), { target: { value: code } });
  fireEvent.change(within(form).getByLabelText('Название (рус.)'), { target: { value: name } });
  fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
  return form;
}

describe('colors and sizes screens states', { timeout: 20_000 }, () => {
  it('shows «Загрузка...» while the sizes are on their way', async () => {
    signedInAs('manager', { 'GET /api/admin/sizes': neverAnswers });
    renderAdmin('/admin/sizes');
    await expectLoading('Размеры');
  });

  it('says when there are no sizes yet', async () => {
    signedInAs('manager', { 'GET /api/admin/sizes': () => ok([]) });
    renderAdmin('/admin/sizes');
    expect(await screen.findByText('Размеров пока нет')).toBeTruthy();
  });

  it('shows a failed load of the colors and loads again on «Повторить»', async () => {
    signedInAs('manager', { 'GET /api/admin/colors': failsOnceThen(() => ok([red])) });
    renderAdmin('/admin/colors');
    fireEvent.click(await expectLoadFailed());
    const table = await screen.findByRole('table', { name: 'Цвета' });
    expect(within(table).getByRole('row', { name: /Красный/ })).toBeTruthy();
  });

  it('adds a color: the form closes and the table shows it', async () => {
    const colors = [red];
    signedInAs('manager', {
      'GET /api/admin/colors': () => ok(colors),
      'POST /api/admin/colors': (call) => {
        colors.push({ ...red, ...(call.body as object) } as AdminColor);
        return ok(colors.at(-1));
      },
    });
    renderAdmin('/admin/colors');
    const form = await addColor('BLUE', 'Синий');
    expect(await screen.findByRole('row', { name: /Синий/ })).toBeTruthy();
    await waitFor(() => expect(form.isConnected).toBe(false));
  });

  it('adds a size with its product type and order: the form closes and the table shows it', async () => {
    const sizes: AdminSize[] = [];
    const sent: unknown[] = [];
    signedInAs('manager', {
      'GET /api/admin/sizes': () => ok(sizes),
      'POST /api/admin/sizes': (call) => {
        sent.push(call.body);
        sizes.push(call.body as AdminSize);
        return ok(call.body);
      },
    });
    renderAdmin('/admin/sizes');
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить размер' }));
    const form = screen.getByRole('form', { name: 'Новый размер' });
    fireEvent.change(within(form).getByLabelText('Код'), { target: { value: '42' } });
    fireEvent.change(within(form).getByLabelText('Название (рус.)'), { target: { value: '42 EU' } });
    fireEvent.change(within(form).getByLabelText('Тип товаров'), { target: { value: 'footwear' } });
    fireEvent.change(within(form).getByLabelText('Порядок'), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('row', { name: /42 EU/ })).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ code: '42', productType: 'footwear', sortOrder: 5 })]);
    await waitFor(() => expect(form.isConnected).toBe(false));
  });

  it('puts the server’s refusal of a taken code on the code field', async () => {
    signedInAs('manager', {
      'GET /api/admin/colors': () => ok([red]),
      'POST /api/admin/colors': () =>
        refusal('CONFLICT', adminTexts.colorCodeTaken, { code: adminTexts.colorCodeTaken }),
    });
    renderAdmin('/admin/colors');
    const form = await addColor('RED', 'Алый');
    expect((await within(form).findByRole('alert')).textContent).toBe(adminTexts.colorCodeTaken);
    await expectFieldRefused(form, 'Код', adminTexts.colorCodeTaken);
  });
});
