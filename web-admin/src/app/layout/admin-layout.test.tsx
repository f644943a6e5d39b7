import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, signedInAs, staffUser } from '../../test/fake-api';
import { renderAdmin } from '../../test/render-admin';

describe('admin layout', () => {
  it('marks the landmarks and names the signed-in user and role in the top bar', async () => {
    signedInAs('manager');
    renderAdmin('/admin/orders');

    await screen.findByRole('heading', { level: 1, name: 'Заказы' }, { timeout: 5000 });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Test manager')).toBeTruthy();
    expect(within(banner).getByText('Менеджер')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Перейти к содержимому' }).getAttribute('href')).toBe('#main');
  });

  it('names a staff account called after its role by its email, not «Администратор / Администратор»', async () => {
    signedInAs('admin', {
      'GET /api/auth/me': () => ok({ user: staffUser('admin', { name: 'Администратор' }) }),
    });
    renderAdmin('/admin/dashboard');

    await screen.findByRole('heading', { level: 1, name: 'Панель' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('admin@shop.test')).toBeTruthy();
    expect(within(banner).getAllByText('Администратор')).toHaveLength(1);
  });

  it('opens the section menu from the menu button, and closes it on Escape and on navigation', async () => {
    signedInAs('admin');
    renderAdmin('/admin/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Панель' });

    const menuButton = screen.getByRole('button', { name: 'Меню' });
    const nav = screen.getByRole('navigation', { name: 'Разделы панели' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(menuButton.getAttribute('aria-controls')).toBe(nav.id);

    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(nav.getAttribute('data-open')).toBe('true');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menuButton);
    fireEvent.click(within(nav).getByRole('link', { name: 'Товары' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Товары' })).toBeTruthy();
    await waitFor(() => expect(menuButton.getAttribute('aria-expanded')).toBe('false'));
    expect(window.scrollTo).toHaveBeenCalled();
  });
});
