import type { ApiData, ShopClient } from '@shop/api/client';
import { formatKopecks } from '@shop/core/rules';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, signedInAs } from '../../test/fake-api';
import { stubResizeObserver } from '../../test/fake-uplot';
import { renderAdmin } from '../../test/render-admin';
import { expectLoadFailed, expectLoading, failsOnceThen, neverAnswers } from '../../test/screen-states';

vi.mock('uplot', () => import('../../test/fake-uplot'));
beforeEach(stubResizeObserver);

type Dashboard = ApiData<ShopClient['api']['admin']['dashboard']['$get']>;

const quiet: Dashboard = {
  days: 30,
  totals: { orders: 0, revenueKopecks: 0, averageKopecks: 0 },
  perDay: [{ day: '2026-11-26', orders: 0, revenueKopecks: 0 }],
  byStatus: [],
  topProducts: [],
  lowStock: [],
  recentOrders: [],
};

const busy: Dashboard = {
  ...quiet,
  totals: { orders: 1, revenueKopecks: 450_000, averageKopecks: 450_000 },
  byStatus: [{ status: 'pending', label: 'Новый', count: 1 }],
  topProducts: [{ productId: 3, name: 'Платье льняное', quantity: 1, revenueKopecks: 450_000 }],
  recentOrders: [
    {
      id: '0b7e4a52-3f1c-4d7a-9a55-6f0c1f2e8a11',
      number: 1042,
      status: 'pending',
      statusLabel: 'Новый',
      customerName: 'Анна Петрова',
      totalKopecks: 450_000,
      createdAt: '2026-11-26T09:00:00.000Z',
    },
  ],
};

const noProblems = {
  problems: [],
  pagination: { page: 1, pages: 1, total: 0, limit: 1, hasNext: false },
};

describe('dashboard screen', { timeout: 20_000 }, () => {
  it('shows «Загрузка...» while the figures are on their way', async () => {
    signedInAs('manager', {
      'GET /api/admin/dashboard': neverAnswers,
      'GET /api/admin/telegram/payment-problems': () => ok(noProblems),
    });
    renderAdmin('/admin/dashboard');
    await expectLoading('Панель');
  });

  it('says when the period has no orders, no sales and no low stock', async () => {
    signedInAs('manager', {
      'GET /api/admin/dashboard': () => ok(quiet),
      'GET /api/admin/telegram/payment-problems': () => ok(noProblems),
    });
    renderAdmin('/admin/dashboard');
    expect(await screen.findByText('Заказов пока нет')).toBeTruthy();
    expect(screen.getByText('Продаж за период нет')).toBeTruthy();
    expect(screen.getByText('Все варианты в достатке')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      `График за 30 дней: заказов 0, выручка ${formatKopecks(0)}`,
    );
  });

  it('shows a failed load and loads again on «Повторить»', async () => {
    signedInAs('manager', {
      'GET /api/admin/dashboard': failsOnceThen(() => ok(busy)),
      'GET /api/admin/telegram/payment-problems': () => ok(noProblems),
    });
    renderAdmin('/admin/dashboard');
    fireEvent.click(await expectLoadFailed());
    const recent = await screen.findByRole('region', { name: 'Последние заказы' });
    expect(within(recent).getByRole('link', { name: '№1042 · Анна Петрова' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Платье льняное' }).getAttribute('href')).toBe(
      '/admin/products/3',
    );
  });
});
