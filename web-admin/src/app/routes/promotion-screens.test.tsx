import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminPromotion } from '../../features/promotions/api/promotion-calls';
import { ok, signedInAs } from '../../test/fake-api';
import { renderAdmin } from '../../test/render-admin';
import {
  expectFieldRefused,
  expectLoadFailed,
  expectLoading,
  failsOnceThen,
  neverAnswers,
  validationRefusal,
} from '../../test/screen-states';

const friday: AdminPromotion = {
  id: 7,
  name: 'Чёрная пятница',
  badge: '−20%',
  discountType: 'percentage',
  discountValue: 20,
  scope: 'categories',
  categoryIds: [3, 4],
  productIds: [],
  startsAt: '2026-11-26T21:00:00.000Z',
  endsAt: '2026-11-30T20:59:59.000Z',
  isActive: true,
  endedAt: null,
  status: 'running',
  createdAt: '2026-11-20T09:00:00.000Z',
};

/** The calls the screen makes besides the promotions: categories for the form, the promocodes' figures. */
const around = { 'GET /api/categories/flat': () => ok([]), 'GET /api/admin/promocodes': () => ok([]) };

async function addPromotion() {
  fireEvent.click(await screen.findByRole('button', { name: 'Добавить акцию' }));
  const form = screen.getByRole('form', { name: 'Новая акция' });
  fireEvent.change(within(form).getByLabelText('Название'), { target: { value: 'Зимняя распродажа' } });
  fireEvent.change(within(form).getByLabelText('Значок на карточке'), { target: { value: '−15%' } });
  fireEvent.change(within(form).getByLabelText('Скидка, %'), { target: { value: '15' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
  return form;
}

describe('automatic promotions on the «Акции» screen', { timeout: 20_000 }, () => {
  it('shows «Загрузка...» while the promotions are on their way', async () => {
    signedInAs('manager', { ...around, 'GET /api/admin/promotions': neverAnswers });
    renderAdmin('/admin/promotions');
    await expectLoading('Акции');
  });

  it('says when there are no promotions yet, and keeps the promocodes’ figures below', async () => {
    signedInAs('manager', { ...around, 'GET /api/admin/promotions': () => ok([]) });
    renderAdmin('/admin/promotions');
    expect(await screen.findByText(/Акций пока нет/)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Статистика промокодов' })).toBeTruthy();
  });

  it('shows a failed load and loads again on «Повторить»: state, period and scope of each', async () => {
    signedInAs('manager', { ...around, 'GET /api/admin/promotions': failsOnceThen(() => ok([friday])) });
    renderAdmin('/admin/promotions');
    fireEvent.click(await expectLoadFailed());
    const table = await screen.findByRole('table', { name: 'Акции' });
    const row = within(table).getByRole('row', { name: /Чёрная пятница/ });
    expect(row.textContent).toContain('−20%');
    expect(row.textContent).toContain('Категории: 2');
    expect(row.textContent).toContain('с 27.11.2026, 00:00 до 30.11.2026, 23:59');
    expect(row.textContent).toContain('Идёт');
  });

  it('adds a promotion: the form closes and the list shows it', async () => {
    const promotions: AdminPromotion[] = [];
    const { calls } = signedInAs('manager', {
      ...around,
      'GET /api/admin/promotions': () => ok(promotions),
      'POST /api/admin/promotions': (call) => {
        promotions.push({ ...friday, id: 8, ...(call.body as object), status: 'running' });
        return ok(promotions.at(-1));
      },
    });
    renderAdmin('/admin/promotions');
    const form = await addPromotion();
    expect(await screen.findByRole('row', { name: /Зимняя распродажа/ })).toBeTruthy();
    await waitFor(() => expect(form.isConnected).toBe(false));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Зимняя распродажа',
      badge: '−15%',
      discountType: 'percentage',
      discountValue: 15,
      scope: 'all',
      categoryIds: [],
      productIds: [],
      startsAt: null,
      endsAt: null,
    });
  });

  it('puts the server’s refusal on its field', async () => {
    const message = 'Введите текст значка (до 30 символов)';
    signedInAs('manager', {
      ...around,
      'GET /api/admin/promotions': () => ok([]),
      'POST /api/admin/promotions': () => validationRefusal({ badge: message }),
    });
    renderAdmin('/admin/promotions');
    const form = await addPromotion();
    await expectFieldRefused(form, 'Значок на карточке', message);
    expect(form.isConnected).toBe(true);
  });

  it('pauses a running promotion, resumes a paused one and ends one after asking', async () => {
    const paused = { ...friday, id: 9, name: 'Весна', isActive: false, status: 'paused' as const };
    const { calls } = signedInAs('manager', {
      ...around,
      'GET /api/admin/promotions': () => ok([friday, paused]),
      'POST /api/admin/promotions/7/pause': () => ok({ ...friday, isActive: false, status: 'paused' }),
      'POST /api/admin/promotions/9/resume': () => ok({ ...paused, isActive: true, status: 'running' }),
      'POST /api/admin/promotions/7/end': () => ok({ ...friday, status: 'ended' }),
    });
    renderAdmin('/admin/promotions');
    fireEvent.click(await screen.findByRole('button', { name: 'Приостановить: Чёрная пятница' }));
    fireEvent.click(screen.getByRole('button', { name: 'Возобновить: Весна' }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Завершить: Чёрная пятница' }));
    expect(confirm).toHaveBeenCalledWith('Завершить акцию «Чёрная пятница»? Возобновить её будет нельзя.');
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
        '/api/admin/promotions/7/pause',
        '/api/admin/promotions/9/resume',
        '/api/admin/promotions/7/end',
      ]),
    );
    expect(screen.queryByRole('button', { name: /Удалить/ })).toBeNull();
  });
});
