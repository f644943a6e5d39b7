import { userAdminTexts } from '@shop/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../../features/users/api/users';
import { ok, signedInAs } from '../../test/fake-api';
import { renderAdmin } from '../../test/render-admin';
import {
  expectLoadFailed,
  expectLoading,
  failsOnceThen,
  neverAnswers,
  refusal,
} from '../../test/screen-states';

const olga: AdminUser = {
  id: '7d1e2f3a-4b5c-4d6e-8f70-81a2b3c4d5e6',
  name: 'Ольга Смирнова',
  email: 'olga@shop.test',
  phone: '+7 900 111-22-33',
  username: null,
  telegramUsername: null,
  hasTelegram: false,
  telegramId: null,
  role: 'admin',
  blocked: false,
  blockedAt: null,
  lastLoginAt: '2026-11-20T08:00:00.000Z',
  orderCount: 0,
  createdAt: '2026-01-10T08:00:00.000Z',
};

const list = (users: AdminUser[]) => ({
  users,
  pagination: { page: 1, limit: 20, total: users.length, pages: 1, hasNext: false },
});

describe('users screen', { timeout: 20_000 }, () => {
  it('shows «Загрузка...» while the people are on their way', async () => {
    signedInAs('admin', { 'GET /api/admin/users': neverAnswers });
    renderAdmin('/admin/users');
    await expectLoading('Пользователи');
  });

  it('says when nobody matches the search', async () => {
    signedInAs('admin', { 'GET /api/admin/users': () => ok(list([])) });
    renderAdmin('/admin/users?search=никто');
    expect(await screen.findByText('Никого не нашлось')).toBeTruthy();
    expect(screen.getByText('Измените запрос или фильтры.')).toBeTruthy();
  });

  it('shows a failed load and loads again on «Повторить»', async () => {
    signedInAs('admin', { 'GET /api/admin/users': failsOnceThen(() => ok(list([olga]))) });
    renderAdmin('/admin/users');
    fireEvent.click(await expectLoadFailed());
    const table = await screen.findByRole('table', { name: 'Пользователи' });
    expect(within(table).getByRole('row', { name: /Ольга Смирнова/ })).toBeTruthy();
  });

  it('asks for the chosen role and access, and for everyone again on «Все»', async () => {
    const { calls } = signedInAs('admin', { 'GET /api/admin/users': () => ok(list([olga])) });
    renderAdmin('/admin/users');
    await screen.findByRole('table', { name: 'Пользователи' });
    const lastQuery = () => calls.filter((call) => call.path.startsWith('/api/admin/users')).at(-1)?.path;
    fireEvent.change(screen.getByRole('combobox', { name: 'Роль' }), { target: { value: 'manager' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Доступ' }), { target: { value: 'true' } });
    await waitFor(() => expect(lastQuery()).toMatch(/role=manager.*blocked=true|blocked=true.*role=manager/));
    const access = screen.getByRole('combobox', { name: 'Доступ' }) as HTMLSelectElement;
    expect(access.selectedOptions[0]?.textContent).toBe('Заблокированные');
    fireEvent.change(access, { target: { value: '' } });
    await waitFor(() => expect(lastQuery()).not.toMatch(/blocked=/));
    expect(lastQuery()).toMatch(/role=manager/);
  });

  it('blocks a person after the question, says so and shows the new state', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    let person: AdminUser = { ...olga, role: 'manager' };
    signedInAs('admin', {
      'GET /api/admin/users': () => ok(list([person])),
      [`POST /api/admin/users/${olga.id}/block`]: () => {
        person = { ...person, blocked: true, blockedAt: '2026-11-26T10:00:00.000Z' };
        return ok(person);
      },
    });
    renderAdmin('/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Заблокировать: Ольга Смирнова' }));
    expect(await screen.findByText('Ольга Смирнова заблокирован(а)')).toBeTruthy();
    const row = screen.getByRole('row', { name: /Ольга Смирнова/ });
    expect(await within(row).findByText('Заблокирован')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Разблокировать: Ольга Смирнова' })).toBeTruthy();
  });

  it('shows the server’s refusal to demote the last admin and keeps her role', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    signedInAs('admin', {
      'GET /api/admin/users': () => ok(list([olga])),
      [`POST /api/admin/users/${olga.id}/role`]: () => refusal('CONFLICT', userAdminTexts.lastAdmin),
    });
    renderAdmin('/admin/users');
    const role = (await screen.findByRole('combobox', {
      name: 'Роль: Ольга Смирнова',
    })) as HTMLSelectElement;
    fireEvent.change(role, { target: { value: 'manager' } });
    expect((await screen.findByRole('alert')).textContent).toBe(userAdminTexts.lastAdmin);
    expect(role.value).toBe('admin');
  });
});
