import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderApp, stubApi } from '../../../test/render';
import { storeSettings } from '../../../test/store-settings';
import { makeUser } from '../../../test/users';
import { authStore, clearSession, setSession } from '../store/auth-store';

const anna = makeUser({ phone: '79161234567', telegramLinked: true, telegramUsername: 'anna_p' });

let answers: Record<string, () => Promise<Response> | Response>;
beforeEach(() => {
  answers = {
    '/api/settings/store': ok(storeSettings({ storeName: 'Лён и шёлк' })),
    '/api/categories/tree': ok([]),
  };
  vi.stubGlobal('fetch', stubApi(answers));
});
afterEach(() => clearSession());

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/create-account', () => {
  it('shows Russian field errors without calling the server', async () => {
    renderApp('/create-account');
    await screen.findByRole('heading', { level: 1, name: 'Регистрация' });
    fill('Имя', 'А');
    fill('Email', 'anna@');
    fill('Пароль', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    expect(screen.getByText('Имя должно содержать от 2 до 100 символов')).toBeTruthy();
    expect(screen.getByText('Введите корректный email')).toBeTruthy();
    expect(screen.getByText('Пароль должен содержать от 8 до 128 символов')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the server’s "email taken" under the email field', async () => {
    answers['/api/auth/register'] = () =>
      Response.json(
        {
          success: false,
          error: {
            code: 'CONFLICT',
            message: 'Пользователь с таким email уже зарегистрирован',
            fields: { email: 'Пользователь с таким email уже зарегистрирован' },
          },
        },
        { status: 409 },
      );
    renderApp('/create-account');
    await screen.findByRole('heading', { level: 1, name: 'Регистрация' });
    fill('Имя', 'Анна');
    fill('Email', 'anna@example.com');
    fill('Пароль', 'long-enough-password');
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    expect(await screen.findByText('Пользователь с таким email уже зарегистрирован')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('signs the new customer in and opens the catalogue', async () => {
    answers['/api/auth/register'] = ok({ token: 'new-token', user: anna });
    const { router } = renderApp('/create-account');
    await screen.findByRole('heading', { level: 1, name: 'Регистрация' });
    fill('Имя', 'Анна Петрова');
    fill('Email', 'anna@example.com');
    fill('Пароль', 'long-enough-password');
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(authStore.status).toBe('authenticated');
  });
});

describe('signing up from the cart', () => {
  it('brings the new customer back to the cart, through «Зарегистрироваться» on the sign-in page', async () => {
    answers['/api/auth/register'] = ok({ token: 'new-token', user: anna });
    const { router } = renderApp({ pathname: '/auth', state: { from: '/cart' } });
    fireEvent.click(await screen.findByRole('link', { name: 'Зарегистрироваться' }));
    await screen.findByRole('heading', { level: 1, name: 'Регистрация' });
    fill('Имя', 'Анна Петрова');
    fill('Email', 'anna@example.com');
    fill('Пароль', 'long-enough-password');
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });
});

describe('/auth', () => {
  it('asks for both fields before calling the server', async () => {
    renderApp('/auth');
    await screen.findByRole('heading', { level: 1, name: 'Вход' });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getByText('Введите email, телефон или имя пользователя')).toBeTruthy();
    expect(screen.getByText('Введите пароль')).toBeTruthy();
  });

  it('shows the server’s refusal', async () => {
    answers['/api/auth/login-unified'] = () =>
      Response.json(
        { success: false, error: { code: 'UNAUTHORIZED', message: 'Неверный email/телефон или пароль' } },
        { status: 401 },
      );
    renderApp('/auth');
    await screen.findByRole('heading', { level: 1, name: 'Вход' });
    fill('Email, телефон или имя пользователя', 'anna@example.com');
    fill('Пароль', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Неверный email/телефон или пароль');
  });

  it('sends a signed-in visitor on to /products', async () => {
    setSession('token', anna);
    const { router } = renderApp('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });
});

describe('/account', () => {
  it('shows the profile: name, email, phone and the Telegram link', async () => {
    setSession('token', anna);
    renderApp('/account');
    const profile = await screen.findByRole('region', { name: 'Профиль' });
    expect(within(profile).getByText('Анна Петрова')).toBeTruthy();
    expect(within(profile).getByText('anna@example.com')).toBeTruthy();
    expect(within(profile).getByText('+7 916 123-45-67')).toBeTruthy();
    expect(within(profile).getByText('привязан (@anna_p)')).toBeTruthy();
  });

  it('logs out to the home page', async () => {
    setSession('token', anna);
    answers['/api/auth/logout'] = ok({ loggedOut: true });
    const { router } = renderApp('/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(authStore.status).toBe('anonymous');
  });
});

describe('header user menu', () => {
  it('shows name, email, the account link and logout for a customer', async () => {
    setSession('token', anna);
    renderApp('/about');
    fireEvent.click(await screen.findByRole('button', { name: 'Меню пользователя' }));
    expect(screen.getByText('anna@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Аккаунт' }).getAttribute('href')).toBe('/account');
    expect(screen.getAllByRole('button', { name: 'Выйти' }).length).toBeGreaterThan(0);
  });

  it.each(['admin', 'manager'] as const)('offers "Админ-панель" to the %s', async (role) => {
    setSession('token', { ...anna, role });
    renderApp('/about');
    fireEvent.click(await screen.findByRole('button', { name: 'Меню пользователя' }));
    expect(screen.getByRole('link', { name: 'Админ-панель' }).getAttribute('href')).toBe('/admin/dashboard');
  });

  it('returns to / after logout even when the call fails', async () => {
    setSession('token', anna);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answers['/api/auth/logout'] = () => Promise.reject(new TypeError('offline'));
    const { router } = renderApp('/about');
    fireEvent.click(await screen.findByRole('button', { name: 'Меню пользователя' }));
    const menu = screen.getByText('anna@example.com').closest('div')?.parentElement as HTMLElement;
    fireEvent.click(within(menu).getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(authStore.status).toBe('anonymous');
  });

  it('logs out from the signed-in /account page to /, not to /auth', async () => {
    setSession('token', anna);
    answers['/api/auth/logout'] = ok({ loggedOut: true });
    const { router } = renderApp('/account');
    await screen.findByRole('region', { name: 'Профиль' });
    fireEvent.click(screen.getByRole('button', { name: 'Меню пользователя' }));
    const menu = screen.getByText('anna@example.com', { selector: 'span' }).closest('div')
      ?.parentElement as HTMLElement;
    fireEvent.click(within(menu).getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(authStore.status).toBe('anonymous'));
    expect(router.state.location.pathname).toBe('/');
  });
});
