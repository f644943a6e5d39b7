import { expect, test } from './fixtures';
import { chooseVariant, visibleCartLink } from './storefront-support';

test('the footer sends the cart as an order request through WhatsApp', async ({ page, context }) => {
  // The messenger itself is outside the shop: answer its address here and read what the shop asked for.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }),
  );

  await page.goto('/products');
  const main = page.getByRole('main');
  const firstCard = main.getByRole('article').first();
  const name = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
  await firstCard.getByRole('heading').getByRole('link').click();
  await chooseVariant(page);
  await main.getByRole('button', { name: 'В корзину', exact: true }).click();
  await expect(page.getByText('Товар добавлен в корзину')).toBeVisible();

  const footer = page.getByRole('contentinfo');
  const order = footer.getByRole('button', { name: 'Заказать в WhatsApp' });
  await order.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('button', { name: 'Заказать в Telegram' })).toBeVisible();

  const [messenger] = await Promise.all([context.waitForEvent('page'), order.click()]);
  await messenger.waitForLoadState();
  const opened = new URL(messenger.url());
  expect(opened.host).toBe('wa.me');
  expect(opened.pathname).toMatch(/^\/\d{11}$/);
  const text = opened.searchParams.get('text') ?? '';
  expect(text).toContain('Хочу оформить заказ');
  expect(text).toContain(`1. ${name},`);
  expect(text).toMatch(/— 1 шт\. × \d[\d\s]*\s₽\nИтого: \d[\d\s]*\s₽$/);

  // Nothing is sent until the buyer sends the message in the chat: the page says so and the cart stays.
  await expect(page.getByRole('status').filter({ hasText: 'Открываем чат с текстом заказа' })).toBeVisible();
  await expect(page).toHaveURL(/\/order-confirmation\/whatsapp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Отправьте заказ в чате' })).toBeVisible();
  await expect(page.getByText(/Мы открыли WhatsApp с текстом заказа\. Заказ ещё не отправлен/)).toBeVisible();
  await expect(page.getByText('Менеджер ответит вам в этом мессенджере')).toHaveCount(0);
  await expect(visibleCartLink(page, 'Корзина: 1')).toBeVisible();
});
