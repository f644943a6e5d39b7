/**
 * Inside Telegram, checkout asks a buyer who has not let the bot write for leave (Telegram's requestWriteAccess),
 * and the shop records her answer, so her order's status and payment messages can reach her.
 */
import { e2eBotToken } from '../global-setup';
import { installTelegramClient } from '../support/telegram-client';
import { miniAppUrl, signedInitData } from '../support/telegram-init-data';
import { productsToBuy, screenshot } from './checkout-support';
import { expect, test } from './fixtures';
import { chooseVariant } from './storefront-support';

const offer = 'Разрешите боту писать вам — пришлём статус заказа и оплату';

test('checkout inside Telegram asks for leave to write and records it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const [product] = await productsToBuy(request, 16);
  const id = 820_000_000 + Math.floor(Math.random() * 1_000_000);
  const initData = signedInitData({ id, first_name: 'Ольга', allows_write_to_pm: false }, e2eBotToken);
  const telegram = await installTelegramClient(page, { writeAccess: 'allowed' });

  await page.goto(miniAppUrl(`/product/${product?.id}`, initData));
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'mini-app');
  await chooseVariant(page);
  await expect
    .poll(async () => {
      const button = await telegram.lastOf('web_app_setup_main_button');
      return button?.is_visible ? button.text : null;
    })
    .toBe('В корзину');
  await telegram.send('main_button_pressed');
  await expect(page.getByText('Товар добавлен в корзину').first()).toBeVisible();

  await page.goto(miniAppUrl('/checkout', initData));
  const main = page.getByRole('main');
  await expect(main.getByText(offer)).toBeVisible();
  await screenshot(page, testInfo, 'miniapp-checkout-write-access');

  const recorded = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/telegram/write-access') && response.status() === 200,
  );
  await main.getByRole('button', { name: 'Разрешить сообщения' }).click();
  await recorded;
  expect(await telegram.lastOf('web_app_request_write_access')).toEqual({});
  await expect(main.getByText(offer)).toHaveCount(0);

  // The next launch knows it: the account says the bot may write.
  await page.goto(miniAppUrl('/checkout', initData));
  await expect(main.getByLabel('Телефон')).toBeVisible();
  await expect(main.getByText(offer)).toHaveCount(0);
});
