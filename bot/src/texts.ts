// Every text the bot sends, in one place (Russian first), so the wording is found and checked here. Texts built
// from the shop's data fit Telegram's limits whatever its size (core's fitMessage and cutText).
import { cutText, fitMessage, type PluralWord, pluralize, shopDateFormat } from '@shop/core';
import type { BuyerOrder, RepeatedLine, StoreContacts } from './shop-data';

const lineText = (line: RepeatedLine) =>
  `• ${line.name}, ${line.colorName}, ${line.sizeCode} — ${line.quantity} шт.`;

const dayMonth = shopDateFormat({ day: 'numeric', month: 'long' });
const dateText = (date: Date) => dayMonth.format(date);

const moreText = (hidden: number, word: PluralWord) => `… и ещё ${pluralize(hidden, word)}`;

const orderLine = (order: BuyerOrder) =>
  `№${order.number} от ${dateText(order.createdAt)} — ${order.statusLabel}, ${order.totalText}, позиций: ${order.itemCount}`;

/** A line of the text, and whether it names a product (section headings do not). */
type RepeatedTextLine = readonly [text: string, isItem: boolean];

function repeatedText(
  added: RepeatedLine[],
  cut: (RepeatedLine & { ordered: number })[],
  unavailable: (RepeatedLine & { reason: string })[],
): string {
  // A heading starts with a newline: fitMessage leaves out empty lines, and the blank line keeps sections apart.
  const lines: RepeatedTextLine[] = [
    ...added.map((line): RepeatedTextLine => [lineText(line), true]),
    ...(cut.length > 0 ? [['\nОсталось меньше, чем было в заказе:', false] as const] : []),
    ...cut.map(
      (line): RepeatedTextLine => [
        `• ${line.name}, ${line.colorName}, ${line.sizeCode} — ${line.quantity} из ${line.ordered} шт.`,
        true,
      ],
    ),
    ...(unavailable.length > 0 && added.length > 0 ? [['\nНет в наличии:', false] as const] : []),
    ...unavailable.map((line): RepeatedTextLine => [`${lineText(line)} (${line.reason})`, true]),
  ];
  return fitMessage({
    head: [added.length > 0 ? 'Добавили в корзину:' : 'Ни одного товара из заказа сейчас нет в наличии.'],
    lines: lines.map(([text]) => text),
    // The lines left out are always the last ones; only products are counted.
    more: (hidden) => moreText(lines.slice(-hidden).filter(([, isItem]) => isItem).length, 'position'),
  });
}

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
  orderLink: 'Вы перешли по ссылке на заказ. Нажмите «Открыть магазин», чтобы посмотреть его.',
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
    cutText(
      [
        `Контакты «${storeName}»:`,
        contacts.phone && `Телефон: ${contacts.phone}`,
        contacts.email && `Почта: ${contacts.email}`,
        contacts.address && `Адрес: ${contacts.address}`,
        contacts.workingHours && `Часы работы: ${contacts.workingHours}`,
      ]
        .filter(Boolean)
        .join('\n'),
    ),
  noAccount:
    'Мы не нашли аккаунт, связанный с вашим Telegram. Откройте магазин кнопкой ниже: вход через Telegram свяжет его, и здесь появятся ваши заказы.',
  noOrders: 'У вас пока нет заказов. Нажмите «Открыть магазин», чтобы выбрать что-нибудь.',
  /** The recent orders, one line each, with the note on the repeat buttons. */
  orders: (orders: BuyerOrder[]) =>
    fitMessage({
      head: ['Ваши последние заказы:'],
      lines: orders.map(orderLine),
      tail: ['\nКнопка «Повторить» положит товары заказа в корзину.'],
      more: (hidden) => moreText(hidden, 'order'),
    }),
  orderNotFound: 'Заказ не найден',
  /** What a repeated order put in the cart, what ran short and what is gone. */
  repeated: repeatedText,
  alreadyAdded: 'Уже добавлено: товары этого заказа только что положены в корзину',
  blocked: 'Ваш аккаунт заблокирован. Обратитесь в поддержку магазина',
  confirmOrderButton: 'Подтвердить',
  cancelOrderButton: 'Отменить',
  staffOnly: (telegramId: number) =>
    `Только сотрудники магазина могут менять заказы. Если вы сотрудник, попросите администратора привязать ваш Telegram ID ${telegramId} в разделе «Пользователи».`,
  staffModeOnly: (telegramId: number) =>
    `Режим сотрудника открывается только сотрудникам магазина. Если вы сотрудник, попросите администратора привязать ваш Telegram ID ${telegramId} в разделе «Пользователи».`,
  staffMode: 'Заказы за сегодня, статусы и остатки — в режиме сотрудника.',
  staffModeButton: 'Режим сотрудника',
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
      { command: 'staff', description: 'Режим сотрудника: заказы за сегодня и остатки' },
      { command: 'catalog', description: 'Открыть каталог магазина' },
      { command: 'contact', description: 'Контакты магазина' },
      { command: 'help', description: 'Список команд' },
    ],
  },
} as const;
