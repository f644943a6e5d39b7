import { defaultContactWidgetSettings, defaultStoreSettings } from '@shop/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

const saved = 'Сохранено. Магазин уже показывает изменения.';
const payments = { yookassaConfigured: true, telegramPaymentsConfigured: false };
const receiptsOff = { enabled: false, vatCode: 1, taxSystemCode: null, ...payments };
const noYookassa = 'Чеки включены, но ключи ЮKassa не заданы';

/** The settings screen's receipts form with receipts on, on a server with these online payments. */
async function receiptsFormWith(online: typeof payments) {
  signedInAs('admin', {
    'GET /api/admin/settings/store': () => ok(defaultStoreSettings),
    'GET /api/admin/settings/contact-widget': () => ok(defaultContactWidgetSettings),
    'GET /api/admin/settings/receipts': () => ok({ ...receiptsOff, enabled: true, ...online }),
  });
  renderAdmin('/admin/settings');
  return screen.findByRole('form', { name: 'Настройки чеков' });
}

describe('settings screen', { timeout: 20_000 }, () => {
  it('shows «Загрузка...» while the settings are on their way', async () => {
    signedInAs('admin', {
      'GET /api/admin/settings/store': neverAnswers,
      'GET /api/admin/settings/contact-widget': neverAnswers,
      'GET /api/admin/settings/receipts': neverAnswers,
    });
    renderAdmin('/admin/settings');
    await expectLoading('Настройки');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows a failed load of the store settings beside a working widget form, and loads again', async () => {
    signedInAs('admin', {
      'GET /api/admin/settings/store': failsOnceThen(() =>
        ok({ ...defaultStoreSettings, storeName: 'Лён и шёлк' }),
      ),
      'GET /api/admin/settings/contact-widget': () => ok(defaultContactWidgetSettings),
      'GET /api/admin/settings/receipts': () => ok(receiptsOff),
    });
    renderAdmin('/admin/settings');
    const retry = await expectLoadFailed();
    expect(await screen.findByRole('form', { name: 'Настройки виджета связи' })).toBeTruthy();
    fireEvent.click(retry);
    const form = await screen.findByRole('form', { name: 'Настройки магазина' });
    expect((within(form).getByLabelText('Название магазина') as HTMLInputElement).value).toBe('Лён и шёлк');
  });

  it('saves the store settings and says the shop shows them', async () => {
    const { calls } = signedInAs('admin', {
      'GET /api/admin/settings/store': () => ok(defaultStoreSettings),
      'GET /api/admin/settings/contact-widget': () => ok(defaultContactWidgetSettings),
      'GET /api/admin/settings/receipts': () => ok(receiptsOff),
      'PUT /api/admin/settings/store': (call) => ok(call.body),
    });
    renderAdmin('/admin/settings');
    const form = await screen.findByRole('form', { name: 'Настройки магазина' });
    fireEvent.change(within(form).getByLabelText('Название магазина'), { target: { value: 'Лён и шёлк' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect((await within(form).findByRole('status')).textContent).toBe(saved);
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ storeName: 'Лён и шёлк' });
  });

  it('puts the server’s refusal on the field it names', async () => {
    const message = 'Некорректный номер телефона';
    signedInAs('admin', {
      'GET /api/admin/settings/store': () => ok(defaultStoreSettings),
      'GET /api/admin/settings/contact-widget': () => ok(defaultContactWidgetSettings),
      'GET /api/admin/settings/receipts': () => ok(receiptsOff),
      'PUT /api/admin/settings/store': () => validationRefusal({ 'contact.phone': message }),
    });
    renderAdmin('/admin/settings');
    const form = await screen.findByRole('form', { name: 'Настройки магазина' });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Проверьте правильность заполнения полей',
    );
    await expectFieldRefused(form, 'Телефон', message);
    expect(within(form).queryByText(saved)).toBeNull();
  });

  it('saves the contact widget on its own', async () => {
    const { calls } = signedInAs('admin', {
      'GET /api/admin/settings/store': () => ok(defaultStoreSettings),
      'GET /api/admin/settings/contact-widget': () => ok(defaultContactWidgetSettings),
      'GET /api/admin/settings/receipts': () => ok(receiptsOff),
      'PUT /api/admin/settings/contact-widget': (call) => ok(call.body),
    });
    renderAdmin('/admin/settings');
    const form = await screen.findByRole('form', { name: 'Настройки виджета связи' });
    fireEvent.change(within(form).getByLabelText('Телефон WhatsApp'), {
      target: { value: '+7 900 123-45-67' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect((await within(form).findByRole('status')).textContent).toBe(saved);
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/api/admin/settings/contact-widget',
    ]);
  });

  it('switches receipts on with the VAT code and tax system, as numbers', async () => {
    const { calls } = signedInAs('admin', {
      'GET /api/admin/settings/store': () => ok(defaultStoreSettings),
      'GET /api/admin/settings/contact-widget': () => ok(defaultContactWidgetSettings),
      'GET /api/admin/settings/receipts': () => ok(receiptsOff),
      'PUT /api/admin/settings/receipts': (call) => ok(call.body),
    });
    renderAdmin('/admin/settings');
    const form = await screen.findByRole('form', { name: 'Настройки чеков' });
    const vat = within(form).getByLabelText('Ставка НДС товаров') as HTMLSelectElement;
    expect(vat.value).toBe('1');
    expect((within(form).getByLabelText('Система налогообложения') as HTMLSelectElement).value).toBe('');
    fireEvent.click(within(form).getByLabelText('Отправлять чеки'));
    fireEvent.change(vat, { target: { value: '4' } });
    fireEvent.change(within(form).getByLabelText('Система налогообложения'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect((await within(form).findByRole('status')).textContent).toBe(saved);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      enabled: true,
      vatCode: 4,
      taxSystemCode: 2,
    });

    // And back: no tax system is sent as null.
    fireEvent.change(within(form).getByLabelText('Система налогообложения'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      enabled: true,
      vatCode: 4,
      taxSystemCode: null,
    });
  });

  it('warns that receipts need ЮKassa keys only while receipts are on and the keys are not set', async () => {
    const form = await receiptsFormWith({ yookassaConfigured: false, telegramPaymentsConfigured: false });
    const warning = within(form).getByRole('alert');
    expect(warning.textContent).toContain(noYookassa);
    expect(warning.textContent).toContain('оплата в Telegram не подключена');
    fireEvent.click(within(form).getByLabelText('Отправлять чеки'));
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
    fireEvent.click(within(form).getByLabelText('Отправлять чеки'));
    expect((await within(form).findByRole('alert')).textContent).toContain(noYookassa);
  });

  it('says receipts go only with payments in Telegram when the bot takes them and ЮKassa keys are missing', async () => {
    const form = await receiptsFormWith({ yookassaConfigured: false, telegramPaymentsConfigured: true });
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'Чеки уйдут только с оплатами в Telegram',
    );
  });

  it('shows no warning when receipts are on and ЮKassa keys are set', async () => {
    const form = await receiptsFormWith({ yookassaConfigured: true, telegramPaymentsConfigured: false });
    expect((within(form).getByLabelText('Отправлять чеки') as HTMLInputElement).checked).toBe(true);
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(screen.queryByText(noYookassa)).toBeNull();
  });
});
