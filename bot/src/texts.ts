// Every text the bot sends, in one place (Russian first), so the wording is found and checked here.
import type { RepeatedLine, StoreContacts } from './shop-data';

const lineText = (line: RepeatedLine) =>
  `• ${line.name}, ${line.colorName}, ${line.sizeCode} — ${line.quantity} шт.`;

const dateText = (date: Date) =>
  date.toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', timeZone: 'Europe/Moscow' });

export const texts = {
  defaultStoreName: 'Магазин одежды',
  openShopButton: 'Открыть магазин',
  openCatalogButton: 'Открыть каталог',
  openCartButton: 'Открыть корзину',
  openProductButton: 'Открыть в магазине',
  repeatButton: (number: number) => `Повторить №${number}`,
  menuButton: 'Магазин',
  greeting: (storeName: string) =>
    `Здравствуйте! Вас приветствует «${storeName}»: женская одежда, обувь и аксессуары.\n` +
    'Нажмите «Открыть магазин», чтобы посмотреть каталог и оформить заказ.',
  productLink: 'Вы перешли по ссылке на товар. Нажмите «Открыть магазин», чтобы посмотреть его.',
  categoryLink: 'Вы перешли по ссылке на раздел каталога. Нажмите «Открыть магазин», чтобы открыть его.',
  cartLink: 'Ваша корзина ждёт вас. Нажмите «Открыть магазин», чтобы оформить заказ.',
  catalog: 'Каталог: платья, верхняя одежда, обувь и аксессуары. Нажмите «Открыть каталог».',
  help: [
    'Что умеет бот:',
    '/start — открыть магазин',
    '/catalog — каталог товаров',
    '/orders — мои заказы',
    '/contact — контакты магазина',
    '/help — список команд',
    '',
    'Магазин открывается кнопкой «Открыть магазин» или кнопкой меню рядом с полем ввода.',
    'Чтобы поделиться товаром, напишите в любом чате имя бота и название товара.',
  ].join('\n'),
  unavailable: 'Эта функция сейчас недоступна. Попробуйте позже.',
  paymentsUnavailable: 'Оплата в Telegram сейчас недоступна',
  paymentNotRecorded:
    'Оплата прошла, но мы не успели её записать. Мы уже разбираемся и напишем вам; деньги не потеряются.',
  contacts: (storeName: string, contacts: StoreContacts) =>
    [
      `Контакты «${storeName}»:`,
      contacts.phone && `Телефон: ${contacts.phone}`,
      contacts.email && `Почта: ${contacts.email}`,
      contacts.address && `Адрес: ${contacts.address}`,
      contacts.workingHours && `Часы работы: ${contacts.workingHours}`,
    ]
      .filter(Boolean)
      .join('\n'),
  noAccount:
    'Мы не нашли аккаунт, связанный с вашим Telegram. Откройте магазин кнопкой ниже: вход через Telegram свяжет его, и здесь появятся ваши заказы.',
  noOrders: 'У вас пока нет заказов. Нажмите «Открыть магазин», чтобы выбрать что-нибудь.',
  ordersHeader: 'Ваши последние заказы:',
  orderLine: (order: {
    number: number;
    createdAt: Date;
    statusLabel: string;
    totalText: string;
    itemCount: number;
  }) =>
    `№${order.number} от ${dateText(order.createdAt)} — ${order.statusLabel}, ${order.totalText}, позиций: ${order.itemCount}`,
  ordersFooter: 'Кнопка «Повторить» положит товары заказа в корзину.',
  orderNotFound: 'Заказ не найден',
  repeated: (
    added: RepeatedLine[],
    cut: (RepeatedLine & { ordered: number })[],
    unavailable: (RepeatedLine & { reason: string })[],
  ) =>
    [
      added.length > 0 ? 'Добавили в корзину:' : 'Ни одного товара из заказа сейчас нет в наличии.',
      ...added.map(lineText),
      ...(cut.length > 0 ? ['', 'Осталось меньше, чем было в заказе:'] : []),
      ...cut.map(
        (line) =>
          `• ${line.name}, ${line.colorName}, ${line.sizeCode} — ${line.quantity} из ${line.ordered} шт.`,
      ),
      ...(unavailable.length > 0 && added.length > 0 ? ['', 'Нет в наличии:'] : []),
      ...unavailable.map((line) => `${lineText(line)} (${line.reason})`),
    ].join('\n'),
  alreadyAdded: 'Уже добавлено: товары этого заказа только что положены в корзину',
  blocked: 'Ваш аккаунт заблокирован. Обратитесь в поддержку магазина',
  confirmOrderButton: 'Подтвердить',
  cancelOrderButton: 'Отменить',
  staffOnly: (telegramId: number) =>
    `Только сотрудники магазина могут менять заказы. Если вы сотрудник, попросите администратора привязать ваш Telegram ID ${telegramId} в разделе «Пользователи».`,
  staffOrderUnchanged: (number: number, statusLabel: string) =>
    `Заказ №${number} уже в статусе «${statusLabel}»`,
  staffOrderChanged: (number: number, statusLabel: string) => `Заказ №${number}: ${statusLabel}`,
  /** Appended to the staff chat message once someone has acted on it. */
  staffOrderOutcome: (statusLabel: string, staffName: string) => `Статус: ${statusLabel} — ${staffName}`,
  repeatedShort: (count: number) => (count > 0 ? `Добавлено в корзину: ${count}` : 'Товаров нет в наличии'),
  inlineCaption: (name: string, priceText: string) => `${name}\n${priceText}`,
  inlineNothingFound: 'Ничего не нашлось',
  /** setMyCommands lists: a buyer's by the language of her Telegram, and the staff chat's. */
  commands: {
    ru: [
      { command: 'start', description: 'Открыть магазин' },
      { command: 'catalog', description: 'Каталог товаров' },
      { command: 'orders', description: 'Мои заказы' },
      { command: 'contact', description: 'Контакты магазина' },
      { command: 'help', description: 'Список команд' },
    ],
    en: [
      { command: 'start', description: 'Open the shop' },
      { command: 'catalog', description: 'Product catalog' },
      { command: 'orders', description: 'My orders' },
      { command: 'contact', description: 'Store contacts' },
      { command: 'help', description: 'List of commands' },
    ],
    /** The staff chat: orders come with their own buttons, so only what helps there. */
    staff: [
      { command: 'catalog', description: 'Открыть каталог магазина' },
      { command: 'contact', description: 'Контакты магазина' },
      { command: 'help', description: 'Список команд' },
    ],
  },
} as const;
