import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderApp } from '../../../test/render';
import { storeSettings } from '../../../test/store-settings';

type Answer = (body: unknown) => Response | Promise<Response>;
let answers: Record<string, Answer>;
let sent: Record<string, unknown[]>;

beforeEach(() => {
  sent = {};
  answers = {
    'GET /api/settings/store': ok(storeSettings()),
    'GET /api/categories/tree': ok([]),
    'GET /api/auth/password-reset': ok({ available: true }),
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const key = `${request.method.toUpperCase()} ${new URL(request.url, 'http://localhost').pathname}`;
    const body = request.method.toUpperCase() === 'GET' ? undefined : await request.clone().json();
    if (body !== undefined) sent[key] = [...(sent[key] ?? []), body];
    const answer = answers[key];
    return answer
      ? answer(body)
      : Response.json(
          { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } },
          { status: 404 },
        );
  });
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('«Забыли пароль?»', () => {
  it('leads from the sign-in form to the request form, which takes an email or a phone and answers the same', async () => {
    const answer =
      'Если такой аккаунт есть, мы отправили ссылку для смены пароля: на его почту или в Telegram';
    answers['POST /api/auth/password-reset/request'] = ok({ message: answer });
    const { router } = renderApp('/auth');
    fireEvent.click(await screen.findByRole('link', { name: 'Забыли пароль?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByText(/в Telegram, если аккаунт с ним связан, иначе на почту/)).toBeTruthy();
    for (const wrong of ['anna@', 'anna', '+7 700 123-45-67']) {
      fill('Email или телефон', wrong);
      fireEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
      expect(screen.getByText('Введите email или российский номер телефона')).toBeTruthy();
    }
    expect(sent['POST /api/auth/password-reset/request']).toBeUndefined();

    fill('Email или телефон', '8 (916) 123-45-67');
    fireEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByText(answer)).toBeTruthy();
    expect(sent['POST /api/auth/password-reset/request']).toEqual([{ identifier: '8 (916) 123-45-67' }]);
  });

  it('says reset is unavailable when the shop has neither mail nor the bot, with no form', async () => {
    answers['GET /api/auth/password-reset'] = ok({ available: false });
    renderApp('/forgot-password');
    expect(
      await screen.findByText('Восстановление пароля пока недоступно. Напишите нам, и мы поможем войти.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отправить ссылку' })).toBeNull();
    expect(screen.getByRole('status').querySelector('a')?.getAttribute('href')).toBe('/contact');
  });

  it('sets the new password with the token of the link', async () => {
    answers['POST /api/auth/password-reset/confirm'] = ok({
      message: 'Пароль изменён. Войдите с новым паролем.',
    });
    renderApp('/reset-password#token=abc123');
    await screen.findByLabelText('Новый пароль');
    fill('Новый пароль', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(screen.getByText('Пароль должен содержать от 8 до 128 символов')).toBeTruthy();

    fill('Новый пароль', 'new-password-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByText('Пароль изменён. Войдите с новым паролем.')).toBeTruthy();
    expect(sent['POST /api/auth/password-reset/confirm']).toEqual([
      { token: 'abc123', password: 'new-password-2026' },
    ]);
  });

  it('shows a used or expired link refused, with the way to a new one', async () => {
    const refused = 'Ссылка для смены пароля устарела или уже использована. Запросите новую.';
    answers['POST /api/auth/password-reset/confirm'] = () =>
      Response.json(
        { success: false, error: { code: 'BAD_REQUEST', message: refused, fields: { token: refused } } },
        { status: 400 },
      );
    renderApp('/reset-password#token=used');
    await screen.findByLabelText('Новый пароль');
    fill('Новый пароль', 'new-password-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByText(refused, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
