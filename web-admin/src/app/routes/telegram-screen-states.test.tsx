import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, signedInAs } from '../../test/fake-api';
import { renderAdmin } from '../../test/render-admin';
import { expectLoadFailed, expectLoading, failsOnceThen, neverAnswers } from '../../test/screen-states';

const nothing = (key: 'problems' | 'messages') => ({
  [key]: [],
  pagination: { page: 1, pages: 1, total: 0, limit: 20, hasNext: false },
});
const summary = { pending: 0, failed: 0, sentToday: 3, openPaymentProblems: 0 };

describe('Telegram screen while loading and after a failed load', { timeout: 20_000 }, () => {
  it('shows «Загрузка...» while the lists are on their way', async () => {
    signedInAs('manager', {
      'GET /api/admin/telegram/summary': neverAnswers,
      'GET /api/admin/telegram/payment-problems': neverAnswers,
      'GET /api/admin/telegram/messages/failed': neverAnswers,
    });
    renderAdmin('/admin/telegram');
    await expectLoading('Telegram');
  });

  it('loads the payment problems again on «Повторить» after a failed load', async () => {
    signedInAs('manager', {
      'GET /api/admin/telegram/summary': () => ok(summary),
      'GET /api/admin/telegram/payment-problems': failsOnceThen(() => ok(nothing('problems'))),
      'GET /api/admin/telegram/messages/failed': () => ok(nothing('messages')),
    });
    renderAdmin('/admin/telegram');
    fireEvent.click(await expectLoadFailed());
    expect(await screen.findByText('Проблем с оплатой нет')).toBeTruthy();
    expect(screen.getByText('Сообщений, которые не удалось отправить, нет')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
