import { defaultHomeConfig } from '@shop/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, signedInAs } from '../../test/fake-api';
import { renderAdmin } from '../../test/render-admin';
import {
  expectLoadFailed,
  expectLoading,
  failsOnceThen,
  neverAnswers,
  refusal,
} from '../../test/screen-states';

/** The api's preview answer: the posted document with no products resolved. */
const previewOf = (call: { body: unknown }) =>
  ok({
    homeConfig: call.body,
    categories: [],
    featuredProducts: [],
    newArrivals: [],
    saleProducts: [],
    promocodes: [],
  });

const homeApi = {
  'GET /api/admin/home/config': () => ok(defaultHomeConfig),
  'GET /api/admin/home/draft': () => ok(null),
  'POST /api/admin/home/preview': previewOf,
};

const formOnScreen = () => screen.findByRole('form', { name: 'Содержимое главной страницы' });

describe('home page screen', { timeout: 30_000 }, () => {
  it('shows «Загрузка...» while the page document is on its way', async () => {
    signedInAs('manager', { ...homeApi, 'GET /api/admin/home/draft': neverAnswers });
    renderAdmin('/admin/home-content');
    await expectLoading('Главная страница');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows a failed load and loads again on «Повторить», then says there is no draft', async () => {
    signedInAs('manager', {
      ...homeApi,
      'GET /api/admin/home/config': failsOnceThen(() => ok(defaultHomeConfig)),
    });
    renderAdmin('/admin/home-content');
    fireEvent.click(await expectLoadFailed());
    const form = await formOnScreen();
    expect(form.textContent).toContain('Черновика нет: форма показывает опубликованную версию.');
  });

  it('publishes the page and says the shop shows it', async () => {
    const { calls } = signedInAs('manager', {
      ...homeApi,
      'PUT /api/admin/home/config': (call) => ok(call.body),
    });
    renderAdmin('/admin/home-content');
    const form = await formOnScreen();
    fireEvent.click(within(form).getByRole('button', { name: 'Опубликовать' }));
    expect((await within(form).findByRole('status')).textContent).toBe(
      'Опубликовано: главная магазина уже обновилась.',
    );
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/api/admin/home/config',
    ]);
  });

  it('tells when the draft was saved and the page published in the shop’s time zone, as orders are', async () => {
    // 21:30 UTC is already the next day in Moscow: a date in the computer's own zone would read 26.11.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe('Europe/Moscow');
    signedInAs('manager', {
      'GET /api/admin/home/config': () =>
        ok({ ...defaultHomeConfig, lastUpdated: '2026-11-25T21:30:00.000Z' }),
      'GET /api/admin/home/draft': () =>
        ok({ config: defaultHomeConfig, savedAt: '2026-11-26T21:30:00.000Z', savedBy: 'Мария' }),
    });
    renderAdmin('/admin/home-content');
    const text = (await formOnScreen()).textContent;
    expect(text).toContain('27.11.2026, 00:30');
    expect(text).toContain('Последняя публикация: 26.11.2026, 00:30');
  });

  it('saves a draft buyers do not see', async () => {
    signedInAs('manager', {
      ...homeApi,
      'PUT /api/admin/home/draft': (call) => {
        const { config } = call.body as { config: unknown };
        return ok({ config, savedAt: '2026-11-26T10:00:00.000Z', savedBy: 'Test manager' });
      },
    });
    renderAdmin('/admin/home-content');
    const form = await formOnScreen();
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить черновик' }));
    expect((await within(form).findByRole('status')).textContent).toBe(
      'Черновик сохранён. Покупатели его не видят, пока вы не опубликуете.',
    );
  });

  it('shows the server’s refusal of a deleted product in the block that picked it', async () => {
    const message = 'Таких товаров нет: 99';
    signedInAs('manager', {
      'GET /api/admin/home/config': () =>
        ok({
          ...defaultHomeConfig,
          featuredProducts: { ...defaultHomeConfig.featuredProducts, productIds: [99] },
        }),
      'GET /api/admin/home/draft': () => ok(null),
      'POST /api/products/by-ids': () => ok({ products: [] }),
      // services/admin/home-admin.ts checks the picked products after the schema.
      'PUT /api/admin/home/config': () =>
        refusal('VALIDATION_ERROR', 'Проверьте выбранные товары', { 'featuredProducts.productIds': message }),
    });
    renderAdmin('/admin/home-content');
    const form = await formOnScreen();
    fireEvent.click(within(form).getByRole('button', { name: 'Опубликовать' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Проверьте выбранные товары');
    const block = within(form).getByRole('group', { name: 'Популярные товары' });
    expect(await within(block).findByText(message)).toBeTruthy();
    // The folded section holding the error opens by itself and says so in its name.
    const section = block.closest('details');
    expect(section?.open).toBe(true);
    expect(section?.querySelector('summary')?.textContent).toBe('Популярные товары · есть ошибки');
    expect(within(screen.getByRole('group', { name: 'Новые поступления' })).queryByText(message)).toBeNull();
  });

  it('lists the page’s parts folded under their names and frames the storefront’s preview of the form at phone width', async () => {
    signedInAs('manager', homeApi);
    renderAdmin('/admin/home-content');
    const form = await formOnScreen();
    const names = [...form.querySelectorAll('details > summary')].map((summary) => summary.textContent);
    expect(names).toEqual([
      'Секции страницы',
      'Информационная строка',
      'Баннеры-карусель',
      'Промо-баннеры',
      'Популярные товары',
      'Новые поступления',
      'Распродажа',
      'Витрина промокодов',
      'Карточки товаров',
    ]);
    const folded = [...form.querySelectorAll('details')].filter((section) => !section.open);
    expect(folded).toHaveLength(names.length);

    const frame = screen.getByTitle<HTMLIFrameElement>('Черновик на телефоне');
    expect(frame.getAttribute('src')).toBe('/?preview=home');
    expect(screen.getByText(/с правками из формы/).textContent).toContain('390 px');
  });

  it('asks the api for the page the form makes once typing settles, unsaved, for the storefront frame', async () => {
    const { calls } = signedInAs('manager', homeApi);
    renderAdmin('/admin/home-content');
    const form = await formOnScreen();
    const previews = () => calls.filter((call) => call.path === '/api/admin/home/preview');
    await waitFor(() => expect(previews()).toHaveLength(1));
    expect(previews()[0]?.body).toMatchObject({ featuredProducts: { title: 'Популярные товары' } });

    const title = within(form).getAllByLabelText('Заголовок блока на странице')[0] as HTMLInputElement;
    for (const text of ['В', 'Вы', 'Выбор недели']) fireEvent.change(title, { target: { value: text } });
    await waitFor(() =>
      expect(previews().at(-1)?.body).toMatchObject({ featuredProducts: { title: 'Выбор недели' } }),
    );
    // One call for the settled text, none for the letters typed on the way; nothing saved.
    expect(previews()).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    // A form the schema refuses keeps the last page and says why.
    fireEvent.change(within(form).getAllByLabelText('Сколько товаров')[0] as HTMLInputElement, {
      target: { value: '0' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('home-preview-state').textContent).toBe(
        'В форме есть ошибки: предпросмотр показывает последнее верное состояние.',
      ),
    );
    expect(previews()).toHaveLength(2);
  });
});
