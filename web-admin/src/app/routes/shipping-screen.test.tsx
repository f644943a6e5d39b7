import { promotionTexts } from '@shop/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminShippingMethod } from '../../features/shipping/api/shipping-calls';
import { fail, ok, signedInAs } from '../../test/fake-api';
import { renderAdmin } from '../../test/render-admin';
import {
  expectFieldRefused,
  expectLoadFailed,
  expectLoading,
  failsOnceThen,
  neverAnswers,
  refusal,
} from '../../test/screen-states';

const courier: AdminShippingMethod = {
  id: 'courier',
  name: 'Курьер по Москве',
  description: 'Доставим за 1–2 дня',
  priceKopecks: 30_000,
  freeFromKopecks: 300_000,
  estimatedDays: '1–2 дня',
  minOrderValueKopecks: null,
  maxOrderValueKopecks: null,
  regions: ['moscow'],
  isActive: true,
  isDefault: true,
  sortOrder: 1,
  details: { carrier: 'Свои курьеры', trackingAvailable: false },
};

async function addMethod(id: string, name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Добавить способ' }));
  const form = screen.getByRole('form', { name: 'Новый способ доставки' });
  fireEvent.change(within(form).getByLabelText('Код способа'), { target: { value: id } });
  fireEvent.change(within(form).getByLabelText('Название'), { target: { value: name } });
  fireEvent.change(within(form).getByLabelText('Срок доставки'), { target: { value: '3–5 дней' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
  return form;
}

describe('shipping screen', { timeout: 20_000 }, () => {
  it('makes another method the default, asks before deleting, and shows the server’s refusal', async () => {
    const pickup = { ...courier, id: 'pickup', name: 'Самовывоз', isDefault: false };
    const { calls } = signedInAs('admin', {
      'GET /api/admin/shipping/methods': () => ok([courier, pickup]),
      'POST /api/admin/shipping/methods/pickup/default': () => ok({ ...pickup, isDefault: true }),
      'DELETE /api/admin/shipping/methods/pickup': () =>
        fail(409, 'CONFLICT', 'Способ выбран в открытых заказах'),
    });
    renderAdmin('/admin/shipping');
    await screen.findByRole('table', { name: 'Способы доставки' });
    expect(screen.queryByRole('button', { name: 'Сделать основным: Курьер по Москве' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Сделать основным: Самовывоз' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/pickup/default'))).toBe(
        true,
      ),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(screen.getByRole('button', { name: 'Удалить: Самовывоз' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Удалить: Самовывоз' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Способ выбран в открытых заказах');
    expect(confirm).toHaveBeenCalledTimes(2);
    confirm.mockRestore();
  });

  it('shows «Загрузка...» while the methods are on their way', async () => {
    signedInAs('admin', { 'GET /api/admin/shipping/methods': neverAnswers });
    renderAdmin('/admin/shipping');
    await expectLoading('Доставка');
  });

  it('says which delivery buyers see when there are no methods', async () => {
    signedInAs('admin', { 'GET /api/admin/shipping/methods': () => ok([]) });
    renderAdmin('/admin/shipping');
    expect(
      await screen.findByText(
        'Способов доставки нет: покупатели видят встроенную курьерскую доставку (300 ₽, бесплатно от 3 000 ₽)',
      ),
    ).toBeTruthy();
  });

  it('shows a failed load with the server’s message and loads again on «Повторить»', async () => {
    signedInAs('admin', { 'GET /api/admin/shipping/methods': failsOnceThen(() => ok([courier])) });
    renderAdmin('/admin/shipping');
    fireEvent.click(await expectLoadFailed());
    const table = await screen.findByRole('table', { name: 'Способы доставки' });
    expect(within(table).getByRole('row', { name: /Курьер по Москве/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds a method: the form closes and the list shows it', async () => {
    const methods = [courier];
    const { calls } = signedInAs('admin', {
      'GET /api/admin/shipping/methods': () => ok(methods),
      'POST /api/admin/shipping/methods': (call) => {
        const created = { ...courier, ...(call.body as object), isDefault: false } as AdminShippingMethod;
        methods.push(created);
        return ok(created);
      },
    });
    renderAdmin('/admin/shipping');
    await addMethod('pickup', 'Самовывоз');
    const table = await screen.findByRole('table', { name: 'Способы доставки' });
    expect(await within(table).findByRole('row', { name: /Самовывоз/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Новый способ доставки' })).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      id: 'pickup',
      name: 'Самовывоз',
      estimatedDays: '3–5 дней',
    });
  });

  it('puts the server’s refusal of a taken code on the code field and keeps the form', async () => {
    signedInAs('admin', {
      'GET /api/admin/shipping/methods': () => ok([courier]),
      'POST /api/admin/shipping/methods': () =>
        refusal('CONFLICT', promotionTexts.methodIdTaken, { id: promotionTexts.methodIdTaken }),
    });
    renderAdmin('/admin/shipping');
    const form = await addMethod('courier', 'Ещё один курьер');
    expect((await within(form).findByRole('alert')).textContent).toBe(promotionTexts.methodIdTaken);
    await expectFieldRefused(form, 'Код способа', promotionTexts.methodIdTaken);
  });

  it('gives the showroom its coordinates, and refuses a latitude past the pole on its field', async () => {
    const showroom: AdminShippingMethod = {
      ...courier,
      id: 'pickup',
      name: 'Шоурум на Покровке',
      isDefault: false,
      details: { pickupAddress: 'Москва, ул. Покровка, 17' },
    };
    const { calls } = signedInAs('admin', {
      'GET /api/admin/shipping/methods': () => ok([courier, showroom]),
      'PUT /api/admin/shipping/methods/pickup': (call) => ok({ ...showroom, ...(call.body as object) }),
    });
    renderAdmin('/admin/shipping');
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить: Шоурум на Покровке' }));
    const form = screen.getByRole('form', { name: 'Способ «Шоурум на Покровке»' });
    const latitude = within(form).getByLabelText('Широта пункта выдачи');
    const longitude = within(form).getByLabelText('Долгота пункта выдачи');
    expect((latitude as HTMLInputElement).value).toBe('');

    fireEvent.change(latitude, { target: { value: '95' } });
    fireEvent.change(longitude, { target: { value: '37.6455' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await expectFieldRefused(form, 'Широта пункта выдачи', 'Широта — число от −90 до 90, например 55.7595');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(latitude, { target: { value: '55.7595' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      details: { pickupAddress: 'Москва, ул. Покровка, 17', latitude: 55.7595, longitude: 37.6455 },
    });
  });
});
