import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../../test/orders';
import { ok, renderApp } from '../../../test/render';
import { storeSettings } from '../../../test/store-settings';
import { makeUser } from '../../../test/users';
import { authStore, clearSession, setSession } from '../store/auth-store';

const anna = makeUser();
type Answer = (request: { method: string; body: unknown }) => Response | Promise<Response>;
let answers: Record<string, Answer>;
let sent: unknown[];

beforeEach(() => {
  sent = [];
  answers = {
    'GET /api/settings/store': ok(storeSettings()),
    'GET /api/categories/tree': ok([]),
    'GET /api/orders': ok({ orders: [], pagination: { page: 1, limit: 50, total: 0, pages: 0 } }),
    'GET /api/referrals/me': ok({
      code: 'K7M2Q9XD',
      telegramLink: null,
      webLink: 'http://localhost/?ref=K7M2Q9XD',
      friendsOrdered: 0,
      rewardEnabled: false,
      rewards: [],
    }),
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    const method = request.method.toUpperCase();
    const body = method === 'GET' ? undefined : await request.clone().json();
    if (body !== undefined) sent.push(body);
    const answer = answers[`${method} ${url.pathname}`];
    return answer
      ? answer({ method, body })
      : Response.json(
          { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } },
          { status: 404 },
        );
  });
});
afterEach(() => clearSession());

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openForm() {
  const profile = await screen.findByRole('region', { name: 'Профиль' });
  fireEvent.click(within(profile).getByRole('button', { name: 'Изменить' }));
  return screen.getByRole('form', { name: 'Профиль' });
}

const conflict = (fields: Record<string, string>) => () =>
  Response.json(
    { success: false, error: { code: 'CONFLICT', message: Object.values(fields).join('. '), fields } },
    { status: 409 },
  );

describe('the profile form on /account', () => {
  it('shows each wrong field in Russian and sends nothing', async () => {
    setSession('token', anna);
    renderApp('/account');
    await openForm();
    fill('Имя', 'А');
    fill('Email', 'anna@');
    fill('Телефон', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(screen.getByText('Имя должно содержать от 2 до 100 символов')).toBeTruthy();
    expect(screen.getByText('Введите корректный email')).toBeTruthy();
    expect(screen.getByText('Введите российский номер телефона, например +7 900 123-45-67')).toBeTruthy();
    expect(screen.getByLabelText('Телефон').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('offers the phone of the last order when the profile has none, and saves it only on «Сохранить»', async () => {
    answers['GET /api/orders'] = ok({
      orders: [makeOrder({ customer: { name: 'Анна', phone: '+79161234567' } })],
      pagination: { page: 1, limit: 50, total: 1, pages: 1 },
    });
    answers['PATCH /api/auth/me'] = ({ body }) => {
      const fields = body as { name: string; email: string; phone: string };
      return Response.json({
        success: true,
        data: { user: { ...anna, name: fields.name, email: fields.email, phone: '79161234567' } },
      });
    };
    setSession('token', anna);
    renderApp('/account');
    await screen.findByText('Заказ №1042');
    await openForm();
    expect((screen.getByLabelText('Телефон') as HTMLInputElement).value).toBe('+79161234567');
    expect(screen.getByText('Из вашего последнего заказа: сохраните, если номер верный')).toBeTruthy();
    expect(sent).toEqual([]);

    fill('Имя', 'Анна Смирнова');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Профиль сохранён')).toBeTruthy();
    expect(sent).toEqual([{ name: 'Анна Смирнова', email: 'anna@example.com', phone: '+79161234567' }]);
    const profile = screen.getByRole('region', { name: 'Профиль' });
    expect(within(profile).getByText('+7 916 123-45-67')).toBeTruthy();
    expect(within(profile).getByText('Анна Смирнова')).toBeTruthy();
    expect(authStore.user?.phone).toBe('79161234567');
  });

  it('leaves the offered phone unsaved on «Отмена»', async () => {
    answers['GET /api/orders'] = ok({
      orders: [makeOrder()],
      pagination: { page: 1, limit: 50, total: 1, pages: 1 },
    });
    setSession('token', anna);
    renderApp('/account');
    await screen.findByText('Заказ №1042');
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    const profile = screen.getByRole('region', { name: 'Профиль' });
    expect(within(profile).getAllByText('не указан').length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });

  it('shows the server’s "taken" answers under the email and the phone', async () => {
    answers['PATCH /api/auth/me'] = conflict({
      email: 'Этот email уже указан в другом аккаунте',
      phone: 'Этот телефон уже указан в другом аккаунте',
    });
    setSession('token', anna);
    renderApp('/account');
    await openForm();
    fill('Email', 'olga@example.com');
    fill('Телефон', '+7 916 000-00-00');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Этот email уже указан в другом аккаунте')).toBeTruthy();
    expect(screen.getByText('Этот телефон уже указан в другом аккаунте')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeTruthy();
  });

  it('says so when saving fails for another reason, and keeps the form', async () => {
    answers['PATCH /api/auth/me'] = () =>
      Response.json(
        { success: false, error: { code: 'INTERNAL', message: 'Ошибка сервера' } },
        { status: 500 },
      );
    setSession('token', anna);
    renderApp('/account');
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const form = screen.getByRole('form', { name: 'Профиль' });
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBeTruthy());
    expect(screen.getByRole('form', { name: 'Профиль' })).toBeTruthy();
  });
});
