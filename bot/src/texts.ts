// Every text the bot sends, in one place (Russian first), so the wording is found and checked here.
export const texts = {
  defaultStoreName: 'Магазин одежды',
  openShopButton: 'Открыть магазин',
  menuButton: 'Магазин',
  greeting: (storeName: string) =>
    `Здравствуйте! Вас приветствует «${storeName}»: женская одежда, обувь и аксессуары.\n` +
    'Нажмите «Открыть магазин», чтобы посмотреть каталог и оформить заказ.',
  productLink: 'Вы перешли по ссылке на товар. Нажмите «Открыть магазин», чтобы посмотреть его.',
  categoryLink: 'Вы перешли по ссылке на раздел каталога. Нажмите «Открыть магазин», чтобы открыть его.',
  help: [
    'Что умеет бот:',
    '/start — открыть магазин',
    '/help — список команд',
    '',
    'Магазин открывается кнопкой «Открыть магазин» или кнопкой меню рядом с полем ввода.',
  ].join('\n'),
  commands: [
    { command: 'start', description: 'Открыть магазин' },
    { command: 'help', description: 'Список команд' },
  ],
} as const;
