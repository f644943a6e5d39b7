import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, signedInAs } from '../../test/fake-api';
import { renderAdmin } from '../../test/render-admin';
import {
  expectLoadFailed,
  expectLoading,
  failsOnceThen,
  neverAnswers,
  validationRefusal,
} from '../../test/screen-states';

const settings = {
  rewardEnabled: false,
  discountType: 'percentage',
  discountValue: 10,
  minOrderValueKopecks: 0,
  validDays: 30,
};
const empty = { referrers: [], attributions: [] };
const overview = {
  referrers: [
    {
      referrerId: 'a',
      name: 'Анна Смирнова',
      contact: 'anna@example.ru',
      code: 'K7M2Q9XD',
      invitedBuyers: 2,
      orders: 3,
      revenueKopecks: 1_234_556,
    },
  ],
  attributions: [
    {
      id: 1,
      referrerId: 'a',
      referrerName: 'Анна Смирнова',
      referredUserId: 'b',
      referredName: 'Вера Орлова',
      orderId: '00000000-0000-4000-8000-000000000001',
      orderNumber: 1042,
      orderTotalKopecks: 459_073,
      orderStatus: 'pending',
      rewarded: true,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
};

describe('Рефералы screen', { timeout: 20_000 }, () => {
  it('shows «Загрузка...» while the referrals are on their way', async () => {
    signedInAs('manager', {
      'GET /api/admin/referrals': neverAnswers,
      'GET /api/admin/referrals/settings': neverAnswers,
    });
    renderAdmin('/admin/referrals');
    await expectLoading('Рефералы');
  });

  it('says nobody has ordered by a link yet', async () => {
    signedInAs('manager', {
      'GET /api/admin/referrals': () => ok(empty),
      'GET /api/admin/referrals/settings': () => ok(settings),
    });
    renderAdmin('/admin/referrals');
    expect(await screen.findByText('По ссылкам приглашений ещё никто не заказал')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('loads the referrals again on «Повторить» after a failed load', async () => {
    signedInAs('manager', {
      'GET /api/admin/referrals': failsOnceThen(() => ok(overview)),
      'GET /api/admin/referrals/settings': () => ok(settings),
    });
    renderAdmin('/admin/referrals');
    fireEvent.click(await expectLoadFailed());
    expect(await screen.findByText('K7M2Q9XD')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists referrers with revenue to the kopeck and each invited buyer’s first order', async () => {
    signedInAs('manager', {
      'GET /api/admin/referrals': () => ok(overview),
      'GET /api/admin/referrals/settings': () => ok(settings),
    });
    renderAdmin('/admin/referrals');
    const referrers = await screen.findByRole('table', { name: 'Кто приглашает' });
    const row = within(referrers).getByText('Анна Смирнова').closest('tr')!;
    expect(within(row).getByText('12 345,56 ₽')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    const attributions = screen.getByRole('table', { name: 'Приглашённые покупательницы' });
    expect(within(attributions).getByRole('link', { name: '№1042' }).getAttribute('href')).toBe(
      '/admin/orders/00000000-0000-4000-8000-000000000001',
    );
    expect(within(attributions).getByText('4 590,73 ₽')).toBeTruthy();
    expect(within(attributions).getByText('Выдан')).toBeTruthy();
  });

  it('turns the reward on with its discount, and shows a refused value’s message', async () => {
    let attempt = 0;
    const { calls } = signedInAs('manager', {
      'GET /api/admin/referrals': () => ok(empty),
      'GET /api/admin/referrals/settings': () => ok(settings),
      'PUT /api/admin/referrals/settings': (call) =>
        ++attempt === 1
          ? validationRefusal({ discountValue: 'Скидка в процентах — от 1 до 100' })
          : ok(call.body),
    });
    renderAdmin('/admin/referrals');
    fireEvent.click(await screen.findByLabelText('Дарить промокод обеим'));
    fireEvent.change(screen.getByLabelText('Размер скидки, %'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Скидка в процентах — от 1 до 100');

    fireEvent.change(screen.getByLabelText('Размер скидки, %'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Сохранено')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      ...settings,
      rewardEnabled: true,
      discountValue: 15,
    });
  });
});
