import { defaultBundleSettings, defaultRetailWholesaleSettings } from '@shop/core';
import { formatKopecks } from '@shop/core/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, signedInAs } from '../../test/fake-api';
import { renderAdmin } from '../../test/render-admin';

// uPlot draws on a canvas the test DOM does not have; the chart's box and its label are what the tests read.
vi.mock('uplot', () => ({
  default: class {
    static tzDate = (date: Date) => date;
    setSize() {}
    destroy() {}
  },
}));

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

const terms = (overrides: object = {}) => ({
  available: false,
  enabled: false,
  minQuantity: 5,
  wholesalePriceKopecks: null,
  discountPercentage: null,
  effectivePriceKopecks: null,
  ...overrides,
});
const coat = {
  id: 11,
  name: 'Пальто шерстяное',
  baseSku: 'CT-0011',
  categoryName: 'Верхняя одежда',
  priceKopecks: 1_000_000,
  isActive: true,
  totalStock: 40,
  wholesale: terms({
    available: true,
    enabled: true,
    minQuantity: 8,
    discountPercentage: 20,
    effectivePriceKopecks: 800_000,
  }),
};
const scarf = {
  id: 12,
  name: 'Шарф кашемировый',
  baseSku: 'SC-0012',
  categoryName: 'Аксессуары',
  priceKopecks: 200_000,
  isActive: true,
  totalStock: 12,
  wholesale: terms(),
};
const page = (products: object[]) => ({
  products,
  pagination: { page: 1, limit: 20, total: products.length, pages: 1, hasNext: false },
});

describe('wholesale products screen', { timeout: 20_000 }, () => {
  it('shows each product’s terms and changes the chosen ones in bulk, checked before sending', async () => {
    const { calls } = signedInAs('manager', {
      'GET /api/admin/wholesale/products': () => ok(page([coat, scarf])),
      'POST /api/admin/wholesale/products/bulk': () => ok({ updated: 2 }),
    });
    renderAdmin('/admin/wholesale/products');
    const table = await screen.findByRole(
      'table',
      { name: 'Товары и их оптовые условия' },
      { timeout: 5000 },
    );
    const coatRow = within(table).getByRole('row', { name: /Пальто шерстяное/ });
    expect(within(coatRow).getByText('Включён')).toBeTruthy();
    expect(within(coatRow).getByText('8 шт.')).toBeTruthy();
    expect(coatRow.textContent).toContain('скидка 20 %');
    expect(within(table).getByRole('row', { name: /Шарф/ }).textContent).toContain('не задана');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать все товары страницы' }));
    expect(screen.getByText('Выбрано товаров: 2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Действие'), { target: { value: 'setMinQuantity' } });
    fireEvent.change(screen.getByLabelText('Значение'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Минимум для опта — целое число от 1 до 100');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Значение'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Изменено товаров: 2')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      productIds: [11, 12],
      change: { action: 'setMinQuantity', minQuantity: 10 },
    });
    // The write refetches the list.
    await waitFor(() =>
      expect(calls.filter((call) => call.path.startsWith('/api/admin/wholesale/products?')).length).toBe(2),
    );
  });

  it('sends a price typed in roubles as kopecks and shows the server’s refusal', async () => {
    const { calls } = signedInAs('manager', {
      'GET /api/admin/wholesale/products': () => ok(page([scarf])),
      'POST /api/admin/wholesale/products/bulk': () => fail(404, 'NOT_FOUND', 'Товары не найдены: 12'),
    });
    renderAdmin('/admin/wholesale/products');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Выбрать «Шарф кашемировый»' }));
    fireEvent.change(screen.getByLabelText('Действие'), { target: { value: 'setPrice' } });
    fireEvent.change(screen.getByLabelText('Значение'), { target: { value: '1 500,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Товары не найдены: 12');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      productIds: [12],
      change: { action: 'setPrice', wholesalePriceKopecks: 150_050 },
    });
  });

  it('edits one product’s terms: a discount over 90 % is named before sending', async () => {
    const { calls } = signedInAs('manager', {
      'GET /api/admin/wholesale/products': () => ok(page([coat])),
      'PUT /api/admin/wholesale/products/11': () => ok({ updated: 1 }),
    });
    renderAdmin('/admin/wholesale/products');
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить: Пальто шерстяное' }));
    const form = screen.getByRole('form', { name: 'Оптовые условия: Пальто шерстяное' });
    fireEvent.change(within(form).getByLabelText('Скидка, %'), { target: { value: '95' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Оптовая скидка — целое число от 0 до 90 %')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Скидка, %'), { target: { value: '15' } });
    fireEvent.change(within(form).getByLabelText('Минимум, шт.'), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText(/^Сохранено/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      enabled: true,
      minQuantity: 12,
      wholesalePriceKopecks: null,
      discountPercentage: 15,
    });
  });

  it('says when nothing matches and when the list cannot be loaded', async () => {
    signedInAs('manager', { 'GET /api/admin/wholesale/products': () => ok(page([])) });
    const first = renderAdmin('/admin/wholesale/products?wholesale=true');
    expect(await screen.findByText('Товаров не найдено')).toBeTruthy();
    expect((screen.getByLabelText('Опт') as HTMLSelectElement).value).toBe('true');
    first.unmount();

    signedInAs('manager', {
      'GET /api/admin/wholesale/products': () => fail(500, 'INTERNAL', 'Сервер недоступен'),
    });
    renderAdmin('/admin/wholesale/products');
    expect((await screen.findByRole('alert')).textContent).toContain('Сервер недоступен');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});

describe('wholesale settings screen', { timeout: 20_000 }, () => {
  const settings = { retail: defaultRetailWholesaleSettings, bundle: defaultBundleSettings };

  it('checks the form with the shared schema, then saves both documents', async () => {
    const { calls } = signedInAs('admin', {
      'GET /api/admin/wholesale/settings': () => ok(settings),
      'PUT /api/admin/wholesale/settings': (call) => ok(call.body),
    });
    renderAdmin('/admin/wholesale/settings');
    const form = await screen.findByRole('form', { name: 'Настройки розницы и опта' });
    expect((within(form).getByLabelText('Текст кнопки опта (русский)') as HTMLInputElement).value).toBe(
      'Купить оптом',
    );
    fireEvent.click(within(form).getByLabelText('Набор одного размера'));
    fireEvent.change(within(form).getByLabelText('Набор по умолчанию'), { target: { value: 'size_set' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Тип набора по умолчанию должен быть разрешён')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(within(form).getByLabelText('Набор одного размера'));
    fireEvent.change(within(form).getByLabelText('Минимум оптового заказа, шт.'), {
      target: { value: '12' },
    });
    fireEvent.change(within(form).getByLabelText('Минимальная сумма заказа, ₽'), {
      target: { value: '5000' },
    });
    fireEvent.click(within(form).getByLabelText('Разрешить розничные покупки'));
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText(/^Сохранено/)).toBeTruthy();
    const sent = calls.find((call) => call.method === 'PUT')?.body as typeof settings;
    expect(sent.bundle).toMatchObject({ minQuantity: 12, defaultBundleType: 'size_set' });
    expect(sent.retail).toMatchObject({ minimumOrderValueKopecks: 500_000, allowRetailPurchases: false });
  });

  it('puts the server’s field errors on their fields', async () => {
    const message = 'Минимальное количество больше максимального';
    signedInAs('admin', {
      'GET /api/admin/wholesale/settings': () => ok(settings),
      'PUT /api/admin/wholesale/settings': () =>
        fail(400, 'VALIDATION_ERROR', message, { 'retail.defaultMinQuantity': message }),
    });
    renderAdmin('/admin/wholesale/settings');
    const form = await screen.findByRole('form', { name: 'Настройки розницы и опта' });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(message);
    expect(within(form).getByLabelText('Минимум в рознице, шт.').getAttribute('aria-invalid')).toBe('true');
  });
});

const analytics = {
  from: '2026-11-01',
  to: '2026-11-03',
  totals: {
    orders: 2,
    revenueKopecks: 150_000,
    averageKopecks: 75_000,
    allRevenueKopecks: 500_000,
    allOrders: 3,
    sharePercent: 30,
  },
  perDay: [
    { day: '2026-11-01', orders: 1, revenueKopecks: 100_000 },
    { day: '2026-11-02', orders: 0, revenueKopecks: 0 },
    { day: '2026-11-03', orders: 1, revenueKopecks: 50_000 },
  ],
  byGroupType: [{ groupType: 'full_set', items: 20, revenueKopecks: 100_000 }],
  topBundles: [
    {
      productId: 11,
      name: 'Пальто шерстяное',
      groupType: 'full_set',
      bundles: 1,
      items: 20,
      revenueKopecks: 100_000,
    },
  ],
  products: { offered: 4, total: 30 },
};

describe('wholesale analytics screen', { timeout: 20_000 }, () => {
  it('shows the period’s figures, the chart’s totals and the top bundles, and asks for another period', async () => {
    const { calls } = signedInAs('manager', { 'GET /api/admin/wholesale/analytics': () => ok(analytics) });
    renderAdmin('/admin/wholesale/analytics?from=2026-11-01&to=2026-11-03');
    const list = await screen.findByLabelText('Итоги периода');
    expect(list.textContent).toContain('Оптовых заказов2');
    expect(list.textContent).toContain('30 %');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      `Оптовая выручка и заказы по дням за 3 дня: заказов 2, выручка ${formatKopecks(150_000)}`,
    );
    const top = screen.getByRole('table', { name: 'Популярные наборы' });
    expect(within(top).getByRole('row', { name: /Пальто шерстяное/ }).textContent).toContain('Полный набор');
    expect(calls.find((call) => call.path.startsWith('/api/admin/wholesale/analytics'))?.path).toBe(
      '/api/admin/wholesale/analytics?from=2026-11-01&to=2026-11-03',
    );

    fireEvent.change(screen.getByLabelText('С даты'), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Показать' }));
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain(
        '/api/admin/wholesale/analytics?from=2026-10-01&to=2026-11-03',
      ),
    );
  });

  it('says when the period has no wholesale orders, and shows a refused period', async () => {
    signedInAs('manager', {
      'GET /api/admin/wholesale/analytics': () =>
        ok({
          ...analytics,
          totals: { ...analytics.totals, orders: 0, revenueKopecks: 0, sharePercent: 0 },
          byGroupType: [],
          topBundles: [],
        }),
    });
    const view = renderAdmin('/admin/wholesale/analytics');
    expect(await screen.findByText('За этот период оптовых заказов нет.')).toBeTruthy();
    view.unmount();

    const message = 'Дата «по» не может быть раньше даты «с»';
    signedInAs('manager', {
      'GET /api/admin/wholesale/analytics': () => fail(400, 'VALIDATION_ERROR', message, { to: message }),
    });
    renderAdmin('/admin/wholesale/analytics?from=2026-11-05&to=2026-11-01');
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });
});

describe('wholesale hub', { timeout: 20_000 }, () => {
  it('sums up each wholesale screen for an admin', async () => {
    signedInAs('admin', {
      'GET /api/admin/wholesale/products': (call) =>
        ok({
          ...page([]),
          pagination: {
            page: 1,
            limit: 1,
            total: call.path.includes('wholesale=true') ? 4 : 30,
            pages: 30,
            hasNext: true,
          },
        }),
      'GET /api/admin/wholesale/analytics': () => ok(analytics),
      'GET /api/admin/wholesale/settings': () =>
        ok({ retail: defaultRetailWholesaleSettings, bundle: { ...defaultBundleSettings, minQuantity: 12 } }),
    });
    renderAdmin('/admin/wholesale');
    expect(await screen.findByText('Оптом продаётся товаров: 4 из 30')).toBeTruthy();
    expect(await screen.findByText('За 30 дней: оптовых заказов 2 на 1 500 ₽')).toBeTruthy();
    expect(await screen.findByText('Опт включён, минимум 12 шт.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Настройки опта' }).getAttribute('href')).toBe(
      '/admin/wholesale/settings',
    );
  });
});
