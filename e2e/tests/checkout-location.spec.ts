/**
 * «Определить по геолокации» inside Telegram through LocationManager (the fake client answers as a phone whose
 * user allows it), and on the web, with Chromium's own geolocation: refused until the shop is allowed the
 * location, then the region and city fill in from where the buyer is and the showroom (the seeded pickup place,
 * with its coordinates) comes first in the shipping methods with how far it is.
 */
import { distanceKm, distanceText } from '@shop/core/rules';
import { e2eBotToken } from '../global-setup';
import { installTelegramClient } from '../support/telegram-client';
import { miniAppUrl, signedInitData } from '../support/telegram-init-data';
import { productsToBuy, putInWebCart, screenshot } from './checkout-support';
import { expect, test } from './fixtures';
import { chooseVariant } from './storefront-support';

// A few streets from the showroom on Pokrovka, by Chistye Prudy.
const chistyePrudy = { latitude: 55.7648, longitude: 37.6381 };
const showroom = { latitude: 55.7595, longitude: 37.6455 };

test('the browser location fills the region and city and puts the nearest pickup place first', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const [product] = await productsToBuy(request, 16);
  await putInWebCart(page, product!.id);

  await page.goto('/checkout');
  const main = page.getByRole('main');
  await main.getByLabel('Регион').selectOption({ label: 'Санкт-Петербург' });
  await expect(main.getByLabel('Город')).toHaveValue('Санкт-Петербург');
  const methods = main.getByRole('group', { name: 'Способ доставки' }).getByRole('radio');
  await expect(methods.first()).toBeVisible();
  await expect(main.getByRole('radio', { name: /Самовывоз из шоурума/ })).toHaveCount(0);

  // Not allowed yet: Chromium refuses, the form stays as it was.
  await context.clearPermissions();
  await main.getByRole('button', { name: 'Определить по геолокации' }).click();
  await expect(main.getByRole('alert')).toHaveText(
    'Нет доступа к геопозиции. Выберите регион и город вручную.',
  );
  await expect(main.getByLabel('Регион')).toHaveValue('spb');
  await expect(main.getByLabel('Город')).toHaveValue('Санкт-Петербург');

  await context.grantPermissions(['geolocation'], { origin: new URL(baseURL!).origin });
  await context.setGeolocation(chistyePrudy);
  await main.getByRole('button', { name: 'Определить по геолокации' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'По геолокации' })).toHaveText(
    'По геолокации: Москва. Пункты выдачи — от ближайшего.',
  );
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expect(main.getByLabel('Регион')).toHaveValue('moscow');
  await expect(main.getByLabel('Город')).toHaveValue('Москва');
  const near = `${distanceText(distanceKm(chistyePrudy, showroom))} от вас`;
  expect(near).toMatch(/^\d{3} м от вас$/);
  await expect(methods.first()).toHaveAccessibleName(/Самовывоз из шоурума/);
  await expect(methods.first().locator('xpath=ancestor::label')).toContainText(near);
  await expect(methods.nth(1)).toHaveAccessibleName(/Курьерская доставка/);
  await expect(main.getByText(/от вас/)).toHaveCount(1);
  await screenshot(page, testInfo, 'checkout-location-nearest');

  await methods.first().check();
  await expect(
    main.getByText(/Адрес не нужен: вы заберёте заказ сами по адресу Москва, ул\. Покровка/),
  ).toBeVisible();
  await screenshot(page, testInfo, 'checkout-location-pickup');
});

test('inside Telegram the location comes from LocationManager and the showroom comes first', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const [product] = await productsToBuy(request, 17);
  const id = 820_000_000 + Math.floor(Math.random() * 1_000_000);
  const initData = signedInitData({ id, first_name: 'Вера' }, e2eBotToken);
  const telegram = await installTelegramClient(page, { location: chistyePrudy });
  await page.goto(miniAppUrl(`/product/${product!.id}`, initData));
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'mini-app');
  await chooseVariant(page);
  await expect
    .poll(async () => {
      const data = await telegram.lastOf('web_app_setup_main_button');
      return data?.is_visible ? data.text : null;
    })
    .toBe('В корзину');
  await telegram.send('main_button_pressed');
  await expect(page.getByText('Товар добавлен в корзину').first()).toBeVisible();

  await page.goto(miniAppUrl('/checkout', initData));
  const main = page.getByRole('main');
  await main.getByLabel('Регион').selectOption({ label: 'Другой регион России' });
  await expect(main.getByLabel('Город')).toHaveValue('');
  await main.getByRole('button', { name: 'Определить по геолокации' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'По геолокации' })).toHaveText(
    'По геолокации: Москва. Пункты выдачи — от ближайшего.',
  );
  const posted = (await telegram.posted()).map((event) => event.type);
  expect(posted).toEqual(expect.arrayContaining(['web_app_check_location', 'web_app_request_location']));
  await expect(main.getByLabel('Регион')).toHaveValue('moscow');
  await expect(main.getByLabel('Город')).toHaveValue('Москва');
  const methods = main.getByRole('group', { name: 'Способ доставки' }).getByRole('radio');
  await expect(methods.first()).toHaveAccessibleName(/Самовывоз из шоурума/);
  await expect(methods.first().locator('xpath=ancestor::label')).toContainText(
    `${distanceText(distanceKm(chistyePrudy, showroom))} от вас`,
  );
  await screenshot(page, testInfo, 'checkout-location-miniapp');
});
