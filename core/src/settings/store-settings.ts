/**
 * The store settings document (SPEC 3 "Store settings" and "footerData"). Its defaults are the shop's built-in
 * store data, used by the clients whenever the store-settings call fails (SPEC 1 and 8).
 */
import { z } from 'zod';
import {
  defaultDocument,
  emailSchema,
  hexColorSchema,
  kopecksSchema,
  linkSchema,
  longText,
  messengerLinkSchema,
  phoneSchema,
  shortText,
  textList,
} from './settings-primitives';

export const STORE_NAME = 'Ласточка';
const STORE_PHONE = '+7 (495) 120-45-67';
const STORE_EMAIL = 'hello@lastochka.shop';
const SUPPORT_EMAIL = 'help@lastochka.shop';
const TELEGRAM_USERNAME = 'lastochka_shop';
const STORE_MISSION =
  'Одевать женщин в удобные и красивые вещи на каждый день — без переплат и с заботой о деталях.';

const addressSchema = z.object({
  street: shortText('ул. Покровка, 17, стр. 2'),
  city: shortText('Москва'),
  postalCode: z
    .string()
    .trim()
    .regex(/^(?:\d{6})?$/, 'Индекс состоит из 6 цифр')
    .default('101000'),
  country: shortText('Россия'),
});

const contactSchema = z.object({
  phone: phoneSchema.default(STORE_PHONE),
  email: emailSchema.default(STORE_EMAIL),
  address: addressSchema.prefault({}),
  workingHours: z
    .object({
      weekdays: shortText('Пн–Пт: 10:00–20:00'),
      weekends: shortText('Сб–Вс: 11:00–18:00'),
    })
    .prefault({}),
});

const aboutSchema = z.object({
  mission: longText(STORE_MISSION),
  vision: longText(
    'Стать магазином, куда возвращаются за любимыми вещами: в браузере, в Telegram и в нашем шоуруме.',
  ),
  story: longText(
    '«Ласточка» появилась в 2019 году как маленький шоурум на Покровке. Мы сами отбираем ткани и фабрики, ' +
      'шьём часть коллекций в Москве и Иваново и продаём в розницу и оптом для магазинов по всей России.',
  ),
});

const TELEGRAM_HOSTS = ['t.me', 'telegram.me'] as const;
const WHATSAPP_HOSTS = ['wa.me', 'whatsapp.com'] as const;

const socialMediaSchema = z.object({
  instagram: linkSchema.default(''),
  facebook: linkSchema.default(''),
  telegram: messengerLinkSchema('Telegram', TELEGRAM_HOSTS).default(`https://t.me/${TELEGRAM_USERNAME}`),
  whatsapp: messengerLinkSchema('WhatsApp', WHATSAPP_HOSTS).default('https://wa.me/74951204567'),
  max: linkSchema.default(''),
});

const messengerCommandSchema = z.object({
  command: z
    .string()
    .trim()
    .regex(/^\/[a-z0-9_]{1,32}$/, 'Команда вида /start'),
  description: shortText(''),
});

const footerMessengerSchema = z.object({
  commands: z.array(messengerCommandSchema).default(() => [
    { command: '/start', description: 'Открыть магазин' },
    { command: '/orders', description: 'Мои заказы' },
    { command: '/help', description: 'Помощь и контакты' },
  ]),
  features: textList([
    'Каталог и корзина прямо в Telegram',
    'Вход без пароля',
    'Статус заказа в чате',
    'Оптовые заказы от 5 штук',
  ]),
});

const footerContactWidgetSchema = z.object({
  channels: z
    .object({
      telegram: z
        .object({
          enabled: z.boolean().default(true),
          username: shortText(TELEGRAM_USERNAME, 64),
          message: longText('Здравствуйте! У меня вопрос о заказе.', 1000),
        })
        .prefault({}),
      whatsapp: z
        .object({
          enabled: z.boolean().default(true),
          phone: phoneSchema.default(STORE_PHONE),
        })
        .prefault({}),
      max: z.object({ contact: shortText('', 100) }).prefault({}),
    })
    .prefault({}),
  checkout: z
    .object({
      enabled: z.boolean().default(true),
      telegramEnabled: z.boolean().default(true),
      whatsappEnabled: z.boolean().default(true),
      maxEnabled: z.boolean().default(false),
      buttonText: z
        .object({
          telegram: shortText('Заказать в Telegram'),
          whatsapp: shortText('Заказать в WhatsApp'),
          max: shortText('Заказать в MAX'),
        })
        .prefault({}),
      /** Placeholders: {items}, {total}, {name}, {phone}, {orderNumber}. */
      messageTemplates: z
        .object({
          orderRequest: longText('Здравствуйте! Хочу оформить заказ:\n{items}\nИтого: {total}', 2000),
          confirmation: longText(
            'Спасибо! Заказ №{orderNumber} принят, менеджер свяжется с вами в рабочее время.',
            2000,
          ),
        })
        .prefault({}),
    })
    .prefault({}),
});

const pageTitleSchema = (title: string) => z.object({ title: shortText(title) }).prefault({});

const footerPagesSchema = z.object({
  about: pageTitleSchema('О нас'),
  contact: pageTitleSchema('Контакты'),
  deliveryPayment: pageTitleSchema('Доставка и оплата'),
  returnsExchange: pageTitleSchema('Обмен и возврат'),
  sizeChart: pageTitleSchema('Таблица размеров'),
  privacyPolicy: pageTitleSchema('Политика конфиденциальности'),
});

const footerShippingMethodSchema = z.object({
  name: z.string().trim().min(1).max(200),
  description: shortText('', 500),
  priceKopecks: kopecksSchema,
  /** Orders from this value ship free; null when they never do. */
  freeFromKopecks: kopecksSchema.nullable().default(null),
  estimatedDays: shortText('', 100),
});

export const paymentMethodIds = [
  'cash',
  'card_on_delivery',
  'bank_transfer',
  'telegram',
  'yookassa',
] as const;

const footerPaymentMethodSchema = z.object({
  id: z.enum(paymentMethodIds),
  name: z.string().trim().min(1).max(200),
  description: shortText('', 500),
});

const footerReturnsSchema = z.object({
  periodDays: z.number().int().min(0).max(365).default(14),
  refundPeriod: shortText('7-10 рабочих дней'),
  rules: textList(
    [
      'Вещь не была в носке, сохранены бирки, ярлыки и товарный вид.',
      'Если вещь с браком, мы обменяем её или вернём деньги и сами оплатим доставку.',
      'Бельё, купальники, серьги и товары со следами носки возврату не подлежат.',
    ],
    1000,
  ),
});

const policySectionSchema = z.object({
  title: z.string().trim().min(1).max(200),
  text: z.string().trim().min(1).max(10000),
});

const footerPrivacyPolicySchema = z.object({
  updatedAt: z.iso.date().default('2025-01-15'),
  sections: z.array(policySectionSchema).default(() => [
    {
      title: 'Какие данные мы собираем',
      text: 'Имя, телефон, адрес почты и адрес доставки, которые вы указываете при заказе, и данные профиля Telegram при входе через мини-приложение.',
    },
    {
      title: 'Зачем они нужны',
      text: 'Чтобы оформить и доставить заказ, связаться с вами по нему и сообщать о его статусе. Рассылки отправляются только с вашего согласия.',
    },
    {
      title: 'Кому мы их передаём',
      text: 'Только службам доставки в объёме, нужном для доставки заказа. Мы не продаём персональные данные.',
    },
    {
      title: 'Ваши права',
      text: `Вы можете запросить, исправить или удалить свои данные, написав на ${SUPPORT_EMAIL}.`,
    },
  ]),
});

const footerDataSchema = z.object({
  messenger: footerMessengerSchema.prefault({}),
  contactWidget: footerContactWidgetSchema.prefault({}),
  pages: footerPagesSchema.prefault({}),
  shippingMethods: z.array(footerShippingMethodSchema).default(() => [
    {
      name: 'Курьерская доставка',
      description: 'До двери в удобный интервал',
      priceKopecks: 30000,
      freeFromKopecks: 300000,
      estimatedDays: '1-2 рабочих дня',
    },
  ]),
  paymentMethods: z.array(footerPaymentMethodSchema).default(() => [
    {
      id: 'card_on_delivery' as const,
      name: 'Картой при получении',
      description: 'Курьеру или в пункте выдачи',
    },
    { id: 'cash' as const, name: 'Наличными при получении', description: '' },
    { id: 'bank_transfer' as const, name: 'По счёту', description: 'Для оптовых покупателей и юрлиц' },
    { id: 'telegram' as const, name: 'Оплата в Telegram', description: 'Банковской картой прямо в чате' },
  ]),
  returns: footerReturnsSchema.prefault({}),
  privacyPolicy: footerPrivacyPolicySchema.prefault({}),
  extendedStore: z
    .object({
      about: z.object({ mission: longText(STORE_MISSION) }).prefault({}),
      supportContact: z
        .object({ phone: phoneSchema.default(STORE_PHONE), email: emailSchema.default(SUPPORT_EMAIL) })
        .prefault({}),
    })
    .prefault({}),
  ui: z
    .object({
      primaryColor: hexColorSchema.default('#1C2A3A'),
      secondaryColor: hexColorSchema.default('#F4EDE6'),
      accentColor: hexColorSchema.default('#E4606D'),
      darkMode: z.boolean().default(false),
    })
    .prefault({}),
  system: z
    .object({
      version: shortText('1.0.0', 50),
      /** The public address of the storefront; empty means the address it is served from. */
      siteUrl: linkSchema.default(''),
    })
    .prefault({}),
});

export const storeSettingsSchema = z.object({
  storeName: z.string().trim().min(1, 'Укажите название магазина').max(100).default(STORE_NAME),
  storeDescription: longText('Женская одежда, обувь и аксессуары в розницу и оптом', 1000),
  logo: z
    .object({
      showLogo: z.boolean().default(true),
      url: linkSchema.default(''),
      /** The browser tab's icon; empty keeps the shop's built-in one. */
      faviconUrl: linkSchema.default(''),
    })
    .prefault({}),
  contact: contactSchema.prefault({}),
  about: aboutSchema.prefault({}),
  socialMedia: socialMediaSchema.prefault({}),
  seo: z
    .object({
      metaTitle: shortText(`${STORE_NAME} — женская одежда, обувь и аксессуары`),
      metaDescription: longText(
        'Платья, блузки, трикотаж, обувь и аксессуары с доставкой по России. Розница и опт от 5 штук, покупки прямо в Telegram.',
        500,
      ),
    })
    .prefault({}),
  business: z
    .object({
      currency: z
        .string()
        .trim()
        .regex(/^[A-Z]{3}$/, 'Код валюты ISO 4217')
        .default('RUB'),
      currencySymbol: shortText('₽', 5),
    })
    .prefault({}),
  footerData: footerDataSchema.prefault({}),
});

export type StoreSettings = z.output<typeof storeSettingsSchema>;
export type StoreSettingsInput = z.input<typeof storeSettingsSchema>;

export const defaultStoreSettings: StoreSettings = defaultDocument(storeSettingsSchema);
