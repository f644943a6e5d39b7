import type { ApiData, ShopClient } from '@shop/api/client';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, signedInAs } from '../../test/fake-api';
import { renderAdmin } from '../../test/render-admin';
import { expectLoadFailed, expectLoading, failsOnceThen, neverAnswers } from '../../test/screen-states';

type AuditPage = ApiData<ShopClient['api']['admin']['audit']['$get']>;

const page = (changes: AuditPage['changes']): AuditPage => ({
  changes,
  pagination: { page: 1, pages: 1, total: changes.length, limit: 20, hasNext: false },
});

const colorCreated: AuditPage['changes'][number] = {
  id: 8,
  actor: { id: null, name: 'Мария Редактор' },
  entity: 'color',
  entityId: 'RED',
  action: 'create',
  before: null,
  after: { code: 'RED', hex: '#D32F2F' },
  createdAt: '2026-11-23T10:00:00.000Z',
};

describe('audit log screen states', { timeout: 20_000 }, () => {
  it('shows «Загрузка...» while the log is on its way', async () => {
    signedInAs('admin', { 'GET /api/admin/audit': neverAnswers });
    renderAdmin('/admin/audit');
    await expectLoading('Журнал изменений');
  });

  it('says when no change matches', async () => {
    signedInAs('admin', { 'GET /api/admin/audit': () => ok(page([])) });
    renderAdmin('/admin/audit');
    expect(await screen.findByText('Изменений не найдено')).toBeTruthy();
  });

  it('shows a failed load and loads again on «Повторить»', async () => {
    signedInAs('admin', { 'GET /api/admin/audit': failsOnceThen(() => ok(page([colorCreated]))) });
    renderAdmin('/admin/audit');
    fireEvent.click(await expectLoadFailed());
    const table = await screen.findByRole('table', { name: 'Изменения' });
    expect(within(table).getByText('Цвет #RED')).toBeTruthy();
  });
});
