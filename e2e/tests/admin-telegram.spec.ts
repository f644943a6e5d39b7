/**
 * The back office's Telegram screen: a payment Telegram took for no order of the shop is kept as a payment
 * problem, the answer to the payer that Telegram refuses (403) shows as a message that did not go, and staff
 * send it again and settle the problem. This shop runs beside the suite's own with a fake Bot API.
 */
import { type FakeBotApi, startFakeBotApi, successfulPaymentUpdate } from '@shop/bot/testing';
import { screenshot } from './checkout-support';
import { expect, test } from './fixtures';
import { shopOfItsOwn } from './shop-of-its-own';

const botToken = '987654322:e2e-admin-telegram-token';
const refusal = 'Forbidden: bot was blocked by the user';

let telegramApi: FakeBotApi;
const shop = shopOfItsOwn({
  name: 'admin-telegram',
  project: 'mobile',
  reason: 'runs in the mobile project only; the desktop layout is checked by resizing',
  before: async () => {
    telegramApi = await startFakeBotApi({ token: botToken });
    telegramApi.on('sendMessage', () => ({ ok: false, error_code: 403, description: refusal }));
    return {
      BOT_TOKEN: botToken,
      TELEGRAM_API_ROOT: telegramApi.apiRoot,
      PAYMENT_PROVIDER_TOKEN: '381764678:TEST:e2e-admin-telegram',
    };
  },
  after: async () => {
    await telegramApi?.close();
  },
});

test('staff see a payment for no order and the refused answer, send it again and settle the problem', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const chargeId = `charge-e2e-${Date.now()}`;
  telegramApi.pushUpdate(
    successfulPaymentUpdate({
      payload: 'no-such-order',
      totalAmount: 309_000,
      chargeId,
      fromId: 830_000_001,
    }),
  );
  await telegramApi.waitForCall('sendMessage', { timeoutMs: 20_000 });

  await shop.signIn(page);
  await expect(page.getByRole('link', { name: 'Проблемы с оплатой: 1' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Проблемы с оплатой: 1' }).click();
  await expect(page).toHaveURL(/\/admin\/telegram$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Telegram' })).toBeVisible();

  const problems = page.getByRole('table', { name: 'Проблемы с оплатой' });
  const problem = problems.getByRole('row').filter({ hasText: chargeId });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText('3 090');

  const messages = page.getByRole('table', { name: 'Неотправленные сообщения' });
  const message = messages.getByRole('row').filter({ hasText: refusal });
  await expect(message).toBeVisible({ timeout: 20_000 });
  await expect(message).toContainText('Покупатель');
  await screenshot(page, testInfo, 'admin-telegram');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, testInfo, 'admin-telegram-wide');
  // On a desktop both lists fit their width: nothing, the actions least, hides behind a sideways scroll.
  for (const table of [problems, messages]) {
    const overflow = await table.evaluate((element) => {
      const wrapper = element.parentElement as HTMLElement;
      return wrapper.scrollWidth - wrapper.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 390, height: 844 });

  // Sending again puts the message back in the queue; Telegram refuses it again, so it comes back.
  const sent = telegramApi.calls.length;
  await message.getByRole('button', { name: /^Отправить снова/ }).click();
  await expect(page.getByText('Сообщение поставлено в очередь на отправку.')).toBeVisible();
  await telegramApi.waitForCall('sendMessage', { timeoutMs: 20_000, afterIndex: sent - 1 });

  // Settling asks what was done: a blank answer is refused with the server's words, a real one closes it.
  await problem.getByRole('button', { name: /^Решено/ }).press('Enter');
  const answer = page.getByRole('textbox', { name: 'Что сделано?' });
  await expect(answer).toBeFocused();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(/Напишите, что сделано/)).toBeVisible();
  await screenshot(page, testInfo, 'admin-telegram-resolve');
  await answer.fill('Связались с покупателем, деньги вернули через Telegram');
  await answer.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Проблема отмечена решённой.')).toBeVisible();
  await expect(page.getByText('Проблем с оплатой нет')).toBeVisible();
  await page.getByLabel('Показывать решённые').check();
  await expect(problems.getByRole('row').filter({ hasText: chargeId })).toContainText(
    'Связались с покупателем',
  );
});
