/**
 * The customer-service settings document (GET /settings/customer-service). The spec leaves its shape open; it
 * holds what the contact, delivery-payment and returns-exchange pages need, with the constants of SPEC 9
 * (returns within 14 days, refund in 7-10 working days, cash commission 3%) as defaults.
 */
import { z } from 'zod';
import {
  defaultDocument,
  emailSchema,
  longText,
  phoneSchema,
  shortText,
  textList,
} from './settings-primitives';

const faqEntrySchema = z.object({
  question: z.string().trim().min(1).max(300),
  answer: z.string().trim().min(1).max(3000),
});

/**
 * 54-ФЗ receipts sent with online payments through ЮKassa, on the web and in Telegram (its «Чеки от ЮKassa» or a
 * connected cash register): off until the shop has set one up. `vatCode` is ЮKassa's code for the goods' VAT (1:
 * без НДС), `taxSystemCode` the shop's tax system (null when it has only one).
 */
export const receiptSettingsSchema = z
  .object({
    enabled: z.boolean().default(false),
    vatCode: z.number().int().min(1).max(12).default(1),
    taxSystemCode: z.number().int().min(1).max(6).nullable().default(null),
  })
  .prefault({});

export const customerServiceSettingsSchema = z
  .object({
    support: z
      .object({
        phone: phoneSchema.default('+7 (495) 120-45-67'),
        email: emailSchema.default('help@lastochka.shop'),
        /** Telegram username without the @. */
        telegram: z
          .string()
          .trim()
          .regex(/^(?:[A-Za-z0-9_]{5,32})?$/, 'Имя пользователя Telegram: 5-32 латинские буквы, цифры или _')
          .default('lastochka_help'),
        workingHours: z
          .object({
            weekdays: shortText('Пн–Пт: 9:00–21:00'),
            weekends: shortText('Сб–Вс: 10:00–18:00'),
          })
          .prefault({}),
        /** How soon a written question is answered in working hours. */
        responseTimeHours: z.number().int().min(1).max(168).default(2),
      })
      .prefault({}),
    returns: z
      .object({
        periodDays: z.number().int().min(0).max(365).default(14),
        refundMinWorkingDays: z.number().int().min(0).max(60).default(7),
        refundMaxWorkingDays: z.number().int().min(0).max(60).default(10),
        exchangeAllowed: z.boolean().default(true),
        /** Who pays the return delivery when the item has no defect. */
        returnShippingPaidBy: z.enum(['customer', 'store']).default('customer'),
        conditions: textList(
          [
            'Вещь не была в носке, сохранены бирки, ярлыки и товарный вид',
            'Есть чек или номер заказа',
            'Обувь возвращается в оригинальной коробке без следов носки',
          ],
          1000,
        ),
        nonReturnableItems: textList(['Серьги', 'Бельё и купальники', 'Колготки и чулки'], 300),
      })
      .prefault({}),
    payment: z
      .object({
        /** Percent added to orders paid in cash on delivery. */
        cashCommissionPercent: z.number().min(0).max(100).default(3),
        wholesaleInvoiceNote: longText('Оптовым покупателям выставляем счёт; отгрузка после оплаты.', 1000),
        receipts: receiptSettingsSchema,
      })
      .prefault({}),
    faq: z.array(faqEntrySchema).default(() => [
      {
        question: 'Как подобрать размер?',
        answer:
          'Сверьтесь с таблицей размеров: в карточке каждого товара указаны замеры изделия. Если сомневаетесь, напишите нам — подскажем.',
      },
      {
        question: 'Можно ли примерить перед покупкой?',
        answer:
          'Да, при курьерской доставке по Москве можно примерить вещи и оплатить только то, что подошло.',
      },
      {
        question: 'Как купить оптом?',
        answer:
          'Оптовая цена действует от 5 штук одной модели. Выберите «Купить оптом» в карточке товара или напишите менеджеру.',
      },
    ]),
  })
  .refine((value) => value.returns.refundMinWorkingDays <= value.returns.refundMaxWorkingDays, {
    message: 'Минимальный срок возврата денег больше максимального',
    path: ['returns', 'refundMinWorkingDays'],
  });

export type CustomerServiceSettings = z.output<typeof customerServiceSettingsSchema>;

export const defaultCustomerServiceSettings: CustomerServiceSettings = defaultDocument(
  customerServiceSettingsSchema,
);
