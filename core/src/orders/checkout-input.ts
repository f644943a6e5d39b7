/**
 * What a buyer fills in at checkout: one set of rules and Russian messages for the API and the storefront form.
 * Prices never come from here: the server prices the cart itself.
 */
import { z } from 'zod';

export const checkoutTexts = {
  name: 'Укажите имя: от 2 до 100 символов',
  phone: 'Введите российский номер телефона, например +7 900 123-45-67',
  email: 'Введите корректный email',
  region: 'Укажите регион',
  city: 'Укажите город',
  street: 'Укажите улицу',
  house: 'Укажите дом',
  addressPart: 'Слишком длинное значение: не более 200 символов',
  postalCode: 'Индекс состоит из 6 цифр',
  shippingMethod: 'Выберите способ доставки',
  paymentMethod: 'Выберите способ оплаты',
  comment: 'Комментарий не длиннее 1000 символов',
  onlinePaymentUnavailable: 'Оплата онлайн пока недоступна: выберите оплату при получении',
} as const;

const texts = checkoutTexts;

/**
 * Payment at checkout: cash or card to the courier, or online where the shop has set it up: inside Telegram, or by
 * card or СБП through ЮKassa (`yookassa`, on the web and in the mini-app).
 */
export const CHECKOUT_PAYMENT_METHODS = ['cash', 'card_on_delivery', 'telegram', 'yookassa'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

/** SPEC 9: cash on delivery costs the buyer a commission, 3 % unless the shop's settings say otherwise. */
export const DEFAULT_CASH_COMMISSION_PERCENT = 3;

/** The cash-on-delivery commission of a total, in whole kopecks rounded half up. */
export function paymentFeeKopecks(
  method: CheckoutPaymentMethod,
  totalKopecks: number,
  cashCommissionPercent = DEFAULT_CASH_COMMISSION_PERCENT,
): number {
  if (method !== 'cash' || totalKopecks <= 0) return 0;
  return Math.floor((totalKopecks * cashCommissionPercent) / 100 + 0.5);
}

/**
 * A Russian number as +7XXXXXXXXXX, or null: spaces, dashes, dots and brackets are dropped; 8XXXXXXXXXX,
 * 7XXXXXXXXXX and a bare 10-digit number all mean +7. The code after 7 starts with 3, 4, 8 or 9 (Russian
 * landline and mobile ranges; 6 and 7 belong to Kazakhstan).
 */
export function normalizeRussianPhone(raw: string): string | null {
  const compact = raw.replace(/[\s().-]/g, '');
  const match = /^(?:\+7|8|7)?([3489]\d{9})$/.exec(compact);
  return match ? `+7${match[1]}` : null;
}

const optionalText = (max = 200) =>
  z
    .string(texts.addressPart)
    .trim()
    .max(max, texts.addressPart)
    .optional()
    .transform((value) => value || undefined);

export const checkoutInput = z.object({
  contact: z.object({
    name: z.string(texts.name).trim().min(2, texts.name).max(100, texts.name),
    phone: z
      .string(texts.phone)
      .max(32, texts.phone)
      .transform((phone, ctx) => {
        const normalized = normalizeRussianPhone(phone);
        if (!normalized) ctx.addIssue({ code: 'custom', message: texts.phone });
        return normalized ?? phone;
      }),
    email: z
      .string(texts.email)
      .trim()
      .max(254, texts.email)
      .optional()
      .transform((email) => email?.toLowerCase() || undefined)
      .pipe(z.email(texts.email).optional()),
  }),
  // Which parts an address needs depends on the shipping method: addressErrorsFor below.
  address: z.object({
    region: optionalText(100),
    city: optionalText(100),
    street: optionalText(),
    house: optionalText(50),
    apartment: optionalText(50),
    postalCode: z
      .string(texts.postalCode)
      .trim()
      .regex(/^(?:\d{6})?$/, texts.postalCode)
      .optional()
      .transform((code) => code || undefined),
    pickupPoint: optionalText(),
  }),
  shippingMethodId: z.string(texts.shippingMethod).trim().min(1, texts.shippingMethod).max(64),
  paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS, texts.paymentMethod).default('cash'),
  comment: z
    .string(texts.comment)
    .trim()
    .max(1000, texts.comment)
    .optional()
    .transform((comment) => comment || undefined),
});

export type CheckoutInput = z.output<typeof checkoutInput>;

type CheckoutAddress = CheckoutInput['address'];

/**
 * A shipping method whose details hold a pickup address is collected at the shop; every other one brings the
 * order to a door.
 */
export const isPickupMethod = (details: { pickupAddress?: string | null } | null | undefined): boolean =>
  Boolean(details?.pickupAddress?.trim());

const DOOR_FIELDS = ['region', 'city', 'street', 'house'] as const;

/**
 * What an address lacks for the chosen method, by field (`address.street`): pickup at the shop asks for nothing,
 * a delivery for the region, city, street and house.
 */
export function addressErrorsFor(address: Partial<CheckoutAddress>, pickup: boolean): Record<string, string> {
  if (pickup) return {};
  return Object.fromEntries(
    DOOR_FIELDS.filter((name) => !address[name]?.trim()).map((name) => [`address.${name}`, texts[name]]),
  );
}
