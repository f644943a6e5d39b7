import { defaultBundleSettings, defaultRetailWholesaleSettings } from '@shop/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, signedInAs } from '../../test/fake-api';
import { stubResizeObserver } from '../../test/fake-uplot';
import { renderAdmin } from '../../test/render-admin';
import {
  expectLoadFailed,
  expectLoading,
  failsOnceThen,
  neverAnswers,
  serverError,
} from '../../test/screen-states';

vi.mock('uplot', () => import('../../test/fake-uplot'));
beforeEach(stubResizeObserver);

const settings = { retail: defaultRetailWholesaleSettings, bundle: defaultBundleSettings };
const noProducts = {
  products: [],
  pagination: { page: 1, limit: 20, total: 0, pages: 1, hasNext: false },
};

describe('wholesale screens while loading and after a failed load', { timeout: 20_000 }, () => {
  it('shows «Загрузка...» on the wholesale products, settings and analytics screens', async () => {
    signedInAs('admin', {
      'GET /api/admin/wholesale/products': neverAnswers,
      'GET /api/admin/wholesale/settings': neverAnswers,
      'GET /api/admin/wholesale/analytics': neverAnswers,
    });
    const products = renderAdmin('/admin/wholesale/products');
    await expectLoading('Оптовые товары');
    products.unmount();
    const settingsScreen = renderAdmin('/admin/wholesale/settings');
    await expectLoading('Настройки опта');
    settingsScreen.unmount();
    renderAdmin('/admin/wholesale/analytics');
    await expectLoading('Аналитика опта');
  });

  it('loads the settings again on «Повторить» after a failed load', async () => {
    signedInAs('admin', { 'GET /api/admin/wholesale/settings': failsOnceThen(() => ok(settings)) });
    renderAdmin('/admin/wholesale/settings');
    fireEvent.click(await expectLoadFailed());
    const form = await screen.findByRole('form', { name: 'Настройки розницы и опта' });
    expect((within(form).getByLabelText('Текст кнопки опта (русский)') as HTMLInputElement).value).toBe(
      'Купить оптом',
    );
  });

  it('loads the products again on «Повторить» after a failed load', async () => {
    signedInAs('manager', { 'GET /api/admin/wholesale/products': failsOnceThen(() => ok(noProducts)) });
    renderAdmin('/admin/wholesale/products');
    fireEvent.click(await expectLoadFailed());
    expect(await screen.findByText('Товаров не найдено')).toBeTruthy();
  });

  it('loads the analytics again on «Повторить» after a failed load', async () => {
    signedInAs('manager', {
      'GET /api/admin/wholesale/analytics': failsOnceThen(() =>
        ok({
          from: '2026-11-01',
          to: '2026-11-03',
          totals: {
            orders: 0,
            revenueKopecks: 0,
            averageKopecks: 0,
            allRevenueKopecks: 0,
            allOrders: 0,
            sharePercent: 0,
          },
          perDay: [],
          byGroupType: [],
          topBundles: [],
          products: { offered: 0, total: 0 },
        }),
      ),
    });
    renderAdmin('/admin/wholesale/analytics?from=2026-11-01&to=2026-11-03');
    fireEvent.click(await expectLoadFailed());
    expect(await screen.findByText('За этот период оптовых заказов нет.')).toBeTruthy();
  });

  it('keeps each hub card’s description when its figures could not be loaded', async () => {
    signedInAs('admin', {
      'GET /api/admin/wholesale/products': serverError,
      'GET /api/admin/wholesale/analytics': serverError,
      'GET /api/admin/wholesale/settings': () => ok(settings),
    });
    renderAdmin('/admin/wholesale');
    const links = await screen.findByRole('navigation', { name: 'Разделы опта' });
    expect(await within(links).findByText(/^Опт (включён|выключен)/)).toBeTruthy();
    expect(within(links).getByText('Товары, доступные оптом, и их оптовые цены.')).toBeTruthy();
    expect(within(links).getByText('Показатели оптовых продаж.')).toBeTruthy();
  });
});
