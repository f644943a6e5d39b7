/**
 * A guest's order page by its link: told to keep the link, the status history, cancelling while the shop allows
 * it; and finding the order again by its number and phone.
 */
import { randomUUID } from 'node:crypto';
import { mostStockedVariants } from '../support/guest-orders';
import { screenshot } from './checkout-support';
import { expect, test } from './fixtures';

const phones: Record<string, string> = { mobile: '+7 900 555-01-01', desktop: '+7 900 555-02-02' };

test('a guest keeps the link, cancels the order there, and finds it again by number and phone', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const phone = phones[testInfo.project.name] ?? '+7 900 555-03-03';
  const [variant] = await mostStockedVariants(baseURL!, 1);
  const placed = await request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      contact: { name: 'Анна Смирнова', phone },
      address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
      shippingMethodId: 'courier',
      paymentMethod: 'card_on_delivery',
      lines: [
        {
          productId: variant!.productId,
          colorCode: variant!.colorCode,
          sizeCode: variant!.sizeCode,
          quantity: 1,
        },
      ],
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()).data as { id: string; number: number; accessToken: string };

  await page.goto(`/order-confirmation/${order.id}?token=${order.accessToken}`);
  const main = page.getByRole('main');
  await expect(main.getByText(/^Сохраните ссылку на эту страницу/)).toBeVisible();
  const history = main.getByRole('region', { name: 'История заказа' });
  await expect(history.getByRole('listitem')).toHaveText([/^Новый/]);
  await screenshot(page, testInfo, 'order-page-guest');

  await main.getByRole('button', { name: 'Отменить заказ' }).click();
  const question = main.getByRole('group', { name: `Отменить заказ №${order.number}?` });
  await expect(question.getByRole('button', { name: 'Не отменять' })).toBeFocused();
  await screenshot(page, testInfo, 'order-page-cancel-question');
  await question.getByRole('button', { name: 'Да, отменить' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Отменён');
  await expect(history.getByRole('listitem')).toHaveText([/^Новый/, /^Отменён/]);
  await expect(main.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);

  await page.goto('/order-lookup');
  await main.getByLabel('Номер заказа').fill(String(order.number));
  await main.getByLabel('Телефон').fill('8 900 000-00-00');
  await main.getByRole('button', { name: 'Найти заказ' }).click();
  await expect(main.getByRole('alert')).toHaveText(/^Заказ с таким номером и телефоном не найден/);
  await screenshot(page, testInfo, 'order-lookup-refused');
  await main.getByLabel('Телефон').fill(phone);
  await main.getByRole('button', { name: 'Найти заказ' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-confirmation/${order.id}\\?token=`));
  await expect(page.getByText(`Заказ №${order.number}`)).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Отменён');
});
