/**
 * What staff send to the wholesale screens: the two wholesale settings documents saved together, a change to
 * products' wholesale terms (one product or many at once) and the analytics period. One set of rules for the
 * API and the admin forms. Money is integer kopecks, as in the database.
 */
import { z } from 'zod';
import { recordId } from '../input-numbers';
import { bundleSettingsSchema } from '../settings/bundle-settings';
import { retailWholesaleSettingsSchema } from '../settings/retail-wholesale-settings';

export const wholesaleAdminTexts = {
  products: 'Выберите от 1 до 200 товаров',
  minQuantity: 'Минимум для опта — целое число от 1 до 100',
  price: 'Оптовая цена — сумма от 0 ₽',
  discount: 'Оптовая скидка — целое число от 0 до 90 %',
  action: 'Неизвестное действие с оптом',
  priceOrDiscount: 'Укажите либо оптовую цену, либо скидку',
  notFound: (ids: number[]) => `Товары не найдены: ${ids.join(', ')}`,
  dateRange: 'Дата «по» не может быть раньше даты «с»',
  periodTooLong: 'Период — не больше 366 дней',
} as const;

const t = wholesaleAdminTexts;

/** The retail/wholesale rules and the bundle settings, edited on one screen and saved in one call. */
export const wholesaleSettingsInput = z.object({
  retail: retailWholesaleSettingsSchema,
  bundle: bundleSettingsSchema,
});
export type WholesaleSettingsInput = z.output<typeof wholesaleSettingsInput>;
export type WholesaleSettingsFormValues = z.input<typeof wholesaleSettingsInput>;

export const WHOLESALE_MIN_QUANTITY = { min: 1, max: 100 } as const;
export const WHOLESALE_DISCOUNT = { min: 0, max: 90 } as const;

const minQuantity = z
  .number(t.minQuantity)
  .int(t.minQuantity)
  .min(WHOLESALE_MIN_QUANTITY.min, t.minQuantity)
  .max(WHOLESALE_MIN_QUANTITY.max, t.minQuantity);
const priceKopecks = z.number(t.price).int(t.price).min(0, t.price).max(100_000_000, t.price);
const discountPercentage = z
  .number(t.discount)
  .int(t.discount)
  .min(WHOLESALE_DISCOUNT.min, t.discount)
  .max(WHOLESALE_DISCOUNT.max, t.discount);

/** One change applied to every chosen product. A price replaces the discount and a discount the price. */
export const wholesaleChange = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('enable') }),
    z.object({ action: z.literal('disable') }),
    z.object({ action: z.literal('setMinQuantity'), minQuantity }),
    z.object({ action: z.literal('setPrice'), wholesalePriceKopecks: priceKopecks }),
    z.object({ action: z.literal('setDiscount'), discountPercentage }),
  ],
  t.action,
);
export type WholesaleChange = z.output<typeof wholesaleChange>;
export type WholesaleAction = WholesaleChange['action'];

export const wholesaleBulkInput = z.object({
  productIds: z.array(recordId(t.products), t.products).min(1, t.products).max(200, t.products),
  change: wholesaleChange,
});
export type WholesaleBulkInput = z.output<typeof wholesaleBulkInput>;

/** One product's wholesale terms as its row's form edits them: a price or a discount, not both. */
export const wholesaleTermsInput = z
  .object({
    enabled: z.boolean(),
    minQuantity,
    wholesalePriceKopecks: priceKopecks.nullable(),
    discountPercentage: discountPercentage.nullable(),
  })
  .refine((terms) => terms.wholesalePriceKopecks === null || terms.discountPercentage === null, {
    message: t.priceOrDiscount,
    path: ['discountPercentage'],
  });
export type WholesaleTermsInput = z.output<typeof wholesaleTermsInput>;
