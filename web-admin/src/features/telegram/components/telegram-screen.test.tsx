import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, signedInAs } from '../../../test/fake-api';
import { renderAdmin } from '../../../test/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const pagination = (total: number) => ({ page: 1, pages: 1, total, limit: 20, hasNext: false });
const ORDER_ID = '0b7e4a52-3f1c-4d7a-9a55-6f0c1f2e8a11';

const problem = {
  id: 5,
  kind: 'amount_mismatch',
  kindLabel: 'Сумма не совпала',
  orderId: ORDER_ID,
  orderNumber: 1042,
  currency: 'RUB',
  totalAmount: 309000,
  amountText: '3 090 ₽',
  telegramChargeId: 'tg-charge-77',
  providerChargeId: 'prov-77',
  telegramUserId: 555,
  details: 'Оплачено 3 090 ₽, а заказ стоит 4 120 ₽',
  createdAt: '2026-11-23T10:00:00.000Z',
  resolvedAt: null,
  resolution: null,
};

const message = {
  id: 9,
  purpose: 'order.created.staff',
  chat: 'staff',
  chatId: '@shop_staff',
  text: `Новый заказ №1042. ${'Платье льняное, размер M. '.repeat(8)}`,
  reason: 'Forbidden: bot was kicked from the group chat',
  attempts: 5,
  orderId: ORDER_ID,
  createdAt: '2026-11-23T09:00:00.000Z',
  failedAt: '2026-11-23T09:30:00.000Z',
};

function telegramApi(state: { problems: unknown[]; messages: unknown[] }) {
  return {
    'GET /api/admin/telegram/summary': () =>
      ok({
        pending: 0,
        failed: state.messages.length,
        sentToday: 12,
        openPaymentProblems: state.problems.length,
      }),
    'GET /api/admin/telegram/payment-problems': () =>
      ok({ problems: state.problems, pagination: pagination(state.problems.length) }),
    'GET /api/admin/telegram/messages/failed': () =>
      ok({ messages: state.messages, pagination: pagination(state.messages.length) }),
  };
}

describe('Telegram screen', { timeout: 20_000 }, () => {
  it('shows the counts, the open payment problems and the messages that did not go', async () => {
    const { calls } = signedInAs('manager', telegramApi({ problems: [problem], messages: [message] }));
    renderAdmin('/admin/telegram');

    const problems = await screen.findByRole('table', { name: 'Проблемы с оплатой' }, { timeout: 5000 });
    const [, row] = within(problems).getAllByRole('row');
    expect(within(row!).getByText('Сумма не совпала')).toBeTruthy();
    expect(within(row!).getByRole('link', { name: '№1042' }).getAttribute('href')).toBe(
      `/admin/orders/${ORDER_ID}`,
    );
    expect(within(row!).getByText('3 090 ₽')).toBeTruthy();
    expect(within(row!).getByText('tg-charge-77')).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/api/admin/telegram/payment-problems?open=true'))).toBe(
      true,
    );

    const messages = screen.getByRole('table', { name: 'Неотправленные сообщения' });
    const [, messageRow] = within(messages).getAllByRole('row');
    expect(within(messageRow!).getByText('Чат сотрудников')).toBeTruthy();
    expect(within(messageRow!).getByText('Forbidden: bot was kicked from the group chat')).toBeTruthy();
    expect(messageRow!.textContent).not.toContain(message.text);
    fireEvent.click(within(messageRow!).getByRole('button', { name: 'Показать целиком' }));
    expect(messageRow!.textContent).toContain(message.text.trim());

    const summary = await screen.findByLabelText('Сводка по Telegram');
    expect(summary.textContent).toContain('Отправлено за сутки12');
    expect(summary.textContent).toContain('Открытые проблемы с оплатой1');
  });

  it('says so when nothing is wrong', async () => {
    signedInAs('admin', telegramApi({ problems: [], messages: [] }));
    renderAdmin('/admin/telegram');
    expect(await screen.findByText('Проблем с оплатой нет', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Сообщений, которые не удалось отправить, нет')).toBeTruthy();
  });

  it("shows the server's field error for a blank answer, and a resolved problem leaves the open list", async () => {
    const state = { problems: [problem] as unknown[], messages: [] as unknown[] };
    const { calls } = signedInAs('manager', {
      ...telegramApi(state),
      'POST /api/admin/telegram/payment-problems/5/resolve': (call) => {
        const { resolution } = call.body as { resolution: string };
        if (resolution.trim().length < 3) {
          return fail(400, 'VALIDATION_ERROR', 'Проверьте поля', { resolution: 'Напишите, что сделано' });
        }
        state.problems = [];
        return ok({ id: 5, resolved: true });
      },
    });
    renderAdmin('/admin/telegram');

    fireEvent.click(
      await screen.findByRole('button', { name: 'Решено: Сумма не совпала, заказ №1042' }, { timeout: 5000 }),
    );
    const field = screen.getByRole('textbox', { name: 'Что сделано?' });
    expect(document.activeElement).toBe(field);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Напишите, что сделано')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: 'Вернули деньги через Telegram' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Проблема отмечена решённой.')).toBeTruthy();
    expect(await screen.findByText('Проблем с оплатой нет')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Проблемы с оплатой' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { resolution: '' },
      { resolution: 'Вернули деньги через Telegram' },
    ]);
  });

  it("sends a message again, and shows the server's word when it is no longer failed", async () => {
    const state = { problems: [] as unknown[], messages: [message, { ...message, id: 10 }] as unknown[] };
    let answered = 0;
    signedInAs('manager', {
      ...telegramApi(state),
      'POST /api/admin/telegram/messages/9/resend': () => {
        answered += 1;
        state.messages = state.messages.filter((m) => (m as { id: number }).id !== 9);
        return ok({ id: 9, status: 'pending' });
      },
      'POST /api/admin/telegram/messages/10/resend': () =>
        fail(404, 'NOT_FOUND', 'Сообщение уже не в списке неотправленных'),
    });
    renderAdmin('/admin/telegram');

    fireEvent.click(
      await screen.findByRole('button', { name: 'Отправить снова сообщение №9' }, { timeout: 5000 }),
    );
    expect(await screen.findByText('Сообщение поставлено в очередь на отправку.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Отправить снова сообщение №9' })).toBeNull(),
    );
    expect(answered).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Отправить снова сообщение №10' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Сообщение уже не в списке неотправленных');
  });

  it('points the dashboard at open payment problems', async () => {
    signedInAs('manager', telegramApi({ problems: [problem, { ...problem, id: 6 }], messages: [] }));
    renderAdmin('/admin/dashboard');
    const link = await screen.findByRole('link', { name: 'Проблемы с оплатой: 2' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/admin/telegram');
  });
});
