/**
 * Copy of the information pages around what the store settings and the shipping methods say; the figures come
 * from those, never from here. Kept apart from ru.ts so it loads with those pages only.
 */
import { formatKopecks, pluralize } from '@shop/core/rules';

export interface PageSection {
  title: string;
  paragraphs: string[];
}

export const contactPage = {
  intro: 'Ответим на вопросы о заказе, размерах и доставке.',
  phone: 'Телефон',
  email: 'Email',
  address: 'Адрес',
  hours: 'Часы работы',
  weekdays: 'Будни',
  weekends: 'Выходные',
  social: 'Мы в соцсетях и мессенджерах',
  noData:
    'Контактные данные магазина пока не заполнены. Если у вас вопрос по заказу, напишите нам в мессенджер — ' +
    'менеджер ответит в рабочее время.',
};

export const aboutPage = {
  mission: 'Наша миссия',
  vision: 'Наш взгляд',
  story: 'Наша история',
  fallback: [
    {
      title: 'Кто мы',
      paragraphs: [
        'Мы — магазин женской одежды, обуви и аксессуаров. Подбираем вещи, которые легко сочетаются между собой ' +
          'и носятся дольше одного сезона.',
        'Покупать у нас можно в розницу и оптом: для оптовых покупателей действуют наборы по цветам и размерам ' +
          'со скидкой.',
      ],
    },
    {
      title: 'Как мы работаем',
      paragraphs: [
        'Каждую модель проверяем перед отправкой, а размеры указываем по собственной таблице, чтобы выбрать было ' +
          'проще.',
        'Заказ можно оформить на сайте или прямо в Telegram — в мини-приложении магазина.',
      ],
    },
  ] satisfies PageSection[],
};

export const deliveryPaymentPage = {
  shipping: 'Доставка',
  payment: 'Оплата',
  loading: 'Загружаем способы доставки...',
  method: (method: { name: string; priceKopecks: number; freeFromKopecks: number | null }) => {
    if (method.priceKopecks === 0) return `${method.name} — бесплатно.`;
    const free =
      method.freeFromKopecks === null
        ? ''
        : `, при заказе от ${formatKopecks(method.freeFromKopecks)} — бесплатно`;
    return `${method.name} — ${formatKopecks(method.priceKopecks)}${free}.`;
  },
  estimatedDays: (days: string) => `Срок: ${days}.`,
  shippingNotes: [
    'Стоимость и сроки доставки в ваш регион рассчитываются при оформлении заказа.',
    'Перед отправкой менеджер свяжется с вами, чтобы подтвердить заказ и удобное время доставки.',
  ],
  cashCommission: (percent: number) =>
    `При оплате наличными при получении добавляется комиссия ${percent}% от суммы заказа.`,
};

export const returnsExchangePage = {
  terms: 'Сроки',
  rules: 'Условия',
  howTo: 'Как оформить',
  period: (days: number) =>
    `Срок возврата и обмена товара надлежащего качества — ${pluralize(days, 'day')} с момента получения.`,
  refund: (period: string) =>
    `Деньги возвращаются тем же способом, которым был оплачен заказ, в течение ${period} после того, как мы ` +
    'получим и проверим товар.',
  howToText:
    'Напишите нам через страницу «Контакты» или в мессенджер: укажите номер заказа и причину возврата. ' +
    'Менеджер пришлёт адрес и инструкцию по отправке.',
};

export const sizeChartPage = {
  clothingTitle: 'Одежда',
  clothingHint: 'Обхваты в сантиметрах. Если мерки попадают между размерами, выбирайте больший.',
  clothingColumns: ['Размер', 'Российский', 'Обхват груди', 'Обхват талии', 'Обхват бёдер'],
  clothing: [
    ['XS', '42', '82–85', '62–65', '88–91'],
    ['S', '44', '86–89', '66–69', '92–95'],
    ['M', '46', '90–93', '70–73', '96–99'],
    ['L', '48', '94–97', '74–77', '100–103'],
    ['XL', '50', '98–101', '78–81', '104–107'],
    ['XXL', '52', '102–105', '82–85', '108–111'],
  ],
  shoesTitle: 'Обувь',
  shoesHint: 'Длина стопы в сантиметрах — от пятки до кончика самого длинного пальца.',
  shoesColumns: ['Размер', 'Длина стопы'],
  shoes: [
    ['35', '22,5'],
    ['36', '23,0'],
    ['37', '23,5'],
    ['38', '24,0'],
    ['39', '24,5'],
    ['40', '25,0'],
    ['41', '25,5'],
  ],
  howToMeasureTitle: 'Как снять мерки',
  howToMeasure: [
    'Грудь — по самым выступающим точкам, лента проходит под мышками.',
    'Талия — по самой узкой части, не затягивая ленту.',
    'Бёдра — по самым выступающим точкам ягодиц.',
    'Стопа — вечером, стоя на листе бумаги: обведите стопу и измерьте расстояние от пятки до самого длинного пальца.',
  ],
};

export const privacyPolicyPage = {
  updatedAt: (date: string) => `Редакция от ${date}`,
};
