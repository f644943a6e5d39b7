import { promotionTexts } from '@shop/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPromocode } from '../../features/promotions/api/promocode-calls';
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

const leto: AdminPromocode = {
  id: 'a1c7f0e2-5d3b-4f6a-9b1e-2c8d7e6f5a41',
  code: 'LETO',
  description: 'Летняя скидка',
  discountType: 'percentage',
  discountValue: 15,
  minOrderValueKopecks: 0,
  maxDiscountKopecks: null,
  validFrom: null,
  validUntil: null,
  maxUsage: null,
  usageCount: 3,
  perUserLimit: null,
  tier: 'standard',
  isActive: true,
  isPublic: false,
  copyCount: 2,
  state: 'active',
  usage: { orders: 3, revenueKopecks: 1_200_000, discountKopecks: 180_000 },
  createdAt: '2026-06-01T09:00:00.000Z',
};

async function addCode(code: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Добавить промокод' }));
  const form = screen.getByRole('form', { name: 'Новый промокод' });
  fireEvent.change(within(form).getByLabelText('Код'), { target: { value: code } });
  fireEvent.change(within(form).getByLabelText('Скидка, %'), { target: { value: '10' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
  return form;
}

describe('promocodes screen', { timeout: 20_000 }, () => {
  it('shows «Загрузка...» while the promocodes are on their way', async () => {
    signedInAs('manager', { 'GET /api/admin/promocodes': neverAnswers });
    renderAdmin('/admin/promocodes');
    await expectLoading('Промокоды');
  });

  it('says when there are no promocodes yet', async () => {
    signedInAs('manager', { 'GET /api/admin/promocodes': () => ok([]) });
    renderAdmin('/admin/promocodes');
    expect(await screen.findByText('Промокодов пока нет')).toBeTruthy();
  });

  it('shows a failed load and loads again on «Повторить»', async () => {
    signedInAs('manager', { 'GET /api/admin/promocodes': failsOnceThen(() => ok([leto])) });
    renderAdmin('/admin/promocodes');
    fireEvent.click(await expectLoadFailed());
    const table = await screen.findByRole('table', { name: 'Промокоды' });
    expect(within(table).getByRole('row', { name: /LETO/ })).toBeTruthy();
  });

  it('adds a promocode: the form closes and the list shows it', async () => {
    const codes = [leto];
    const { calls } = signedInAs('manager', {
      'GET /api/admin/promocodes': () => ok(codes),
      'POST /api/admin/promocodes': () => {
        codes.push({ ...leto, id: 'b2', code: 'OSEN', discountValue: 10, usageCount: 0 });
        return ok(codes.at(-1));
      },
    });
    renderAdmin('/admin/promocodes');
    const form = await addCode('osen');
    expect(await screen.findByRole('row', { name: /OSEN/ })).toBeTruthy();
    await waitFor(() => expect(form.isConnected).toBe(false));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      code: 'OSEN',
      discountType: 'percentage',
      discountValue: 10,
    });
  });

  it('changes a promocode in its own titled form, sent for that code', async () => {
    const codes = [leto];
    const { calls } = signedInAs('manager', {
      'GET /api/admin/promocodes': () => ok(codes),
      [`PUT /api/admin/promocodes/${leto.id}`]: (call) => {
        codes[0] = { ...leto, ...(call.body as object) };
        return ok(codes[0]);
      },
    });
    renderAdmin('/admin/promocodes');
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить: LETO' }));
    const form = screen.getByRole('form', { name: 'Промокод LETO' });
    expect((within(form).getByLabelText('Скидка, %') as HTMLInputElement).value).toBe('15');
    fireEvent.change(within(form).getByLabelText('Скидка, %'), { target: { value: '20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(form.isConnected).toBe(false));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      code: 'LETO',
      discountValue: 20,
    });
  });

  it('puts the server’s refusal of a taken code on the code field', async () => {
    signedInAs('manager', {
      'GET /api/admin/promocodes': () => ok([leto]),
      'POST /api/admin/promocodes': () =>
        refusal('CONFLICT', promotionTexts.codeTaken, { code: promotionTexts.codeTaken }),
    });
    renderAdmin('/admin/promocodes');
    const form = await addCode('leto');
    expect((await within(form).findByRole('alert')).textContent).toBe(promotionTexts.codeTaken);
    await expectFieldRefused(form, 'Код', promotionTexts.codeTaken);
  });
});

/** The automatic promotions above the figures (promotion-screens.test.tsx): none here. */
const withoutPromotions = {
  'GET /api/admin/promotions': () => ok([]),
  'GET /api/categories/flat': () => ok([]),
};

describe('promocode figures on the «Акции» screen', { timeout: 20_000 }, () => {
  it('shows «Загрузка...» while the figures are on their way', async () => {
    signedInAs('manager', { ...withoutPromotions, 'GET /api/admin/promocodes': neverAnswers });
    renderAdmin('/admin/promotions');
    await screen.findByRole('heading', { level: 2, name: 'Статистика промокодов' });
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Загрузка...');
  });

  it('sums up the orders that used the codes, best earner first', async () => {
    signedInAs('manager', {
      ...withoutPromotions,
      'GET /api/admin/promocodes': () =>
        ok([
          leto,
          {
            ...leto,
            id: 'c3',
            code: 'VIP',
            state: 'expired',
            usage: { orders: 1, revenueKopecks: 3_000_000, discountKopecks: 300_000 },
          },
        ]),
    });
    renderAdmin('/admin/promotions');
    const figures = await screen.findByLabelText('Статистика промокодов');
    expect(figures.textContent).toContain('Заказов с промокодом4');
    expect(figures.textContent).toContain('Действующих промокодов1');
    const [, first] = within(screen.getByRole('table', { name: 'Промокоды по выручке' })).getAllByRole('row');
    expect(first?.textContent).toContain('VIP');
  });

  it('says when there are no promocodes to sum up', async () => {
    signedInAs('manager', { ...withoutPromotions, 'GET /api/admin/promocodes': () => ok([]) });
    renderAdmin('/admin/promotions');
    expect(await screen.findByText('Промокодов пока нет')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Промокоды по выручке' })).toBeNull();
  });

  it('shows a failed load and loads again on «Повторить»', async () => {
    signedInAs('manager', {
      ...withoutPromotions,
      'GET /api/admin/promocodes': failsOnceThen(() => ok([leto])),
    });
    renderAdmin('/admin/promotions');
    fireEvent.click(await expectLoadFailed());
    expect(await screen.findByRole('table', { name: 'Промокоды по выручке' })).toBeTruthy();
  });
});
