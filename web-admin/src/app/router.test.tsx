import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { goToStorefront } from '../lib/storefront';
import { fail, mockApi, ok, signedInAs, staffUser } from '../test/fake-api';
import { renderAdmin } from '../test/render-admin';

vi.mock('../lib/storefront', () => ({ goToStorefront: vi.fn() }));

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('admin route guard', () => {
  it('shows "Загрузка..." while the stored session is being checked', async () => {
    localStorage.setItem('token', 'stored');
    mockApi({ 'GET /api/auth/me': () => new Promise<Response>(() => {}) });
    renderAdmin('/admin/orders');

    expect((await screen.findByRole('status')).textContent).toBe('Загрузка...');
  });

  it('sends the signed-out to /admin/login and brings them back after sign-in', async () => {
    mockApi({ 'POST /api/auth/login-unified': () => ok({ token: 't', user: staffUser('manager') }) });
    const { router } = renderAdmin('/admin/orders?status=new');

    expect(await heading('Вход в панель управления')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');

    fireEvent.change(screen.getByLabelText('Email или телефон'), { target: { value: 'manager@shop.test' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));

    expect(await heading('Заказы')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/orders');
    expect(router.state.location.search).toBe('?status=new');
  });

  it('sends a signed-in customer (role user) to the storefront with a full page load', async () => {
    signedInAs('user');
    renderAdmin('/admin/dashboard');

    await waitFor(() => expect(goToStorefront).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { level: 1, name: 'Панель' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Разделы панели' })).toBeNull();
  });

  it.each(['manager', 'admin'] as const)('admits a %s to the dashboard', async (role) => {
    const { calls } = signedInAs(role);
    renderAdmin('/admin/dashboard');

    expect(await heading('Панель')).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain(`Test ${role}`);
    expect(goToStorefront).not.toHaveBeenCalled();
    expect(calls[0]?.headers.authorization).toBe(`Bearer token-of-${role}`);
  });

  it('opens /admin/dashboard for /admin', async () => {
    signedInAs('manager');
    const { router } = renderAdmin('/admin');

    expect(await heading('Панель')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('forgets a token the server refuses and asks to sign in', async () => {
    localStorage.setItem('token', 'expired');
    const { calls } = mockApi({
      'GET /api/auth/me': () => fail(401, 'UNAUTHORIZED', 'Требуется вход'),
      'POST /api/auth/refresh-token': () => fail(401, 'UNAUTHORIZED', 'Сессия истекла'),
    });
    renderAdmin('/admin/products');

    expect(await heading('Вход в панель управления')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/auth/me',
      'POST /api/auth/refresh-token',
    ]);
  });

  it('shows a not-found page for an unknown address', async () => {
    renderAdmin('/admin/no-such-page');
    expect(await heading('Страница не найдена')).toBeTruthy();
  });
});

describe('admin-only areas', () => {
  it('shows "Недостаточно прав" to a manager on /admin/users', async () => {
    signedInAs('manager');
    renderAdmin('/admin/users');

    expect(await heading('Недостаточно прав')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Пользователи' })).toBeNull();
  });

  it.each(['/admin/settings', '/admin/shipping', '/admin/wholesale/settings'])(
    'keeps a manager out of %s',
    async (path) => {
      signedInAs('manager');
      renderAdmin(path);
      expect(await heading('Недостаточно прав')).toBeTruthy();
    },
  );

  it('hides the admin-only areas from a manager’s sidebar', async () => {
    signedInAs('manager');
    renderAdmin('/admin/dashboard');

    const nav = await screen.findByRole('navigation', { name: 'Разделы панели' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Панель',
      'Заказы',
      'Товары',
      'Категории',
      'Цвета',
      'Размеры',
      'Главная страница',
      'Акции',
      'Промокоды',
      'Рефералы',
      'Telegram',
      'Опт',
    ]);
  });

  it('shows an admin every area, users included', async () => {
    signedInAs('admin');
    renderAdmin('/admin/users');

    expect(await heading('Пользователи')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Разделы панели' });
    expect(within(nav).getAllByRole('link')).toHaveLength(16);
    expect(within(nav).getByRole('link', { name: 'Пользователи' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Журнал изменений' }).getAttribute('href')).toBe(
      '/admin/audit',
    );
  });

  it('lists only the wholesale pages a manager may open', async () => {
    signedInAs('manager');
    renderAdmin('/admin/wholesale');

    const links = within(await screen.findByRole('navigation', { name: 'Разделы опта' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.textContent)).toEqual(['Оптовые товары', 'Аналитика опта']);
  });
});

describe('signing out', () => {
  it('tells the server, forgets the token and returns to the login page', async () => {
    const { calls } = signedInAs('admin', { 'POST /api/auth/logout': () => ok({}) });
    const { router } = renderAdmin('/admin/orders');
    await heading('Заказы');

    fireEvent.click(screen.getByRole('button', { name: 'Выйти' }));

    expect(await heading('Вход в панель управления')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/auth/logout')).toBe(true);
  });
});
