import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, json, mockApi, ok, signedInAs, staffUser } from '../../../test/fake-api';
import { renderAdmin } from '../../../test/render-admin';

async function fillAndSubmit(identifier: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email или телефон'), { target: { value: identifier } });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('admin login page', () => {
  it('shows the server error message when sign-in is refused', async () => {
    const { calls } = mockApi({
      'POST /api/auth/login-unified': () => fail(401, 'INVALID_CREDENTIALS', 'Неверный email или пароль'),
    });
    renderAdmin('/admin/login');

    await fillAndSubmit('  anna@shop.test ', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Неверный email или пароль');
    expect(calls.find((call) => call.path === '/api/auth/login-unified')?.body).toEqual({
      identifier: 'anna@shop.test',
      password: 'wrong-password',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps a buyer on the sign-in page and says the panel is for staff, without signing her in', async () => {
    mockApi({
      'POST /api/auth/login-unified': () => ok({ token: 'buyer-token', user: staffUser('user') }),
    });
    renderAdmin('/admin/login');

    await fillAndSubmit('buyer@shop.test', 'buyer-password');

    expect((await screen.findByRole('alert')).textContent).toMatch(/^У этой учётной записи нет доступа/);
    expect(screen.getByRole('button', { name: 'Войти' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('falls back to "Login failed" when the server gives no message', async () => {
    mockApi({ 'POST /api/auth/login-unified': () => new Response('<h1>Bad gateway</h1>', { status: 502 }) });
    renderAdmin('/admin/login');

    await fillAndSubmit('anna@shop.test', 'secret');

    expect((await screen.findByRole('alert')).textContent).toBe('Произошла ошибка');
  });

  it('falls back to "Login failed" when the error envelope has no message', async () => {
    mockApi({ 'POST /api/auth/login-unified': () => json(400, { success: false, error: { code: 'BAD' } }) });
    renderAdmin('/admin/login');

    await fillAndSubmit('anna@shop.test', 'secret');

    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
  });

  it('shows the server field errors beside their fields', async () => {
    mockApi({
      'POST /api/auth/login-unified': () =>
        fail(422, 'VALIDATION', 'Проверьте поля формы', { identifier: 'Неверный формат телефона' }),
    });
    renderAdmin('/admin/login');

    await fillAndSubmit('+7 999', 'secret');

    const field = screen.getByLabelText('Email или телефон');
    expect(await screen.findByText('Неверный формат телефона')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByText('Неверный формат телефона').id);
  });

  it('asks for both fields with the API’s own messages before calling the server', async () => {
    const { calls } = mockApi({});
    renderAdmin('/admin/login');
    await screen.findByLabelText('Пароль');

    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));

    expect(screen.getByText('Введите email, телефон или имя пользователя')).toBeTruthy();
    expect(screen.getByText('Введите пароль')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('disables the button with "Вход..." while signing in, then opens the dashboard', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({ 'POST /api/auth/login-unified': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAdmin('/admin/login');

    await fillAndSubmit('manager@shop.test', 'secret');

    const pending = await screen.findByRole('button', { name: 'Вход...' });
    expect(pending).toHaveProperty('disabled', true);

    answer(ok({ token: 'fresh-token', user: staffUser('manager', { name: 'Мария' }) }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Панель' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(screen.getByText('Мария')).toBeTruthy();
  });

  it('sends a signed-in visitor of /admin/login on to the dashboard', async () => {
    signedInAs('admin');
    const { router } = renderAdmin('/admin/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Панель' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});
