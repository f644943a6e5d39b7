import { defaultHomeConfig } from '@shop/core';
import { fireEvent, screen, within } from '@testing-library/react';
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

const homeApi = {
  'GET /api/admin/home/config': () => ok(defaultHomeConfig),
  'GET /api/admin/home/draft': () => ok(null),
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

  it('lists the page’s parts folded under their names and shows the published storefront at phone width', async () => {
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

    const frame = screen.getByTitle<HTMLIFrameElement>('Главная магазина на телефоне');
    expect(frame.getAttribute('src')).toBe('/');
    expect(screen.getByText(/здесь опубликованная версия/).textContent).toContain('390 px');
  });
});
