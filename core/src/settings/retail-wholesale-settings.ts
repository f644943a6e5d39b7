/**
 * Retail/wholesale settings (SPEC 3). The defaults follow the built-in fallback of SPEC 7 (quantities 1 to 100,
 * no minimum order, suggestion threshold 5, mixed carts allowed, wholesale promotion and auto-suggest on) except
 * one: a shop without stored settings sells retail (`enabled: true`). The spec's "retail disabled" fallback is
 * the storefront's answer to an unreachable API, not the server's default for a missing document.
 */
import { z } from 'zod';
import { defaultDocument, kopecksSchema, localizedTextSchema } from './settings-primitives';

const quantity = z.number().int().min(1).max(10000);

export const retailWholesaleSettingsSchema = z
  .object({
    enabled: z.boolean().default(true),
    allowRetailPurchases: z.boolean().default(true),
    defaultMinQuantity: quantity.default(1),
    defaultMaxQuantity: quantity.default(100),
    requireMinimumOrder: z.boolean().default(false),
    minimumOrderValueKopecks: kopecksSchema.default(0),
    displaySettings: z
      .object({
        hideRetailPrices: z.boolean().default(false),
        showWholesalePriceToRetail: z.boolean().default(true),
        /** Label of the wholesale button; the wholesale-only label adds the minimum quantity to it. */
        buttonText: localizedTextSchema.default({ ru: 'Купить оптом', en: 'Buy wholesale', vi: 'Mua sỉ' }),
        addToCartText: localizedTextSchema.default({
          ru: 'В корзину',
          en: 'Add to cart',
          vi: 'Thêm vào giỏ hàng',
        }),
      })
      .prefault({}),
    businessRules: z
      .object({
        allowMixedModeCart: z.boolean().default(true),
        prioritizeWholesaleCustomers: z.boolean().default(false),
        showWholesalePromotion: z.boolean().default(true),
        autoSuggestWholesale: z.boolean().default(true),
        wholesaleSuggestionThreshold: quantity.default(5),
      })
      .prefault({}),
  })
  .refine((value) => value.defaultMinQuantity <= value.defaultMaxQuantity, {
    message: 'Минимальное количество больше максимального',
    path: ['defaultMinQuantity'],
  });

export type RetailWholesaleSettings = z.output<typeof retailWholesaleSettingsSchema>;

export const defaultRetailWholesaleSettings: RetailWholesaleSettings = defaultDocument(
  retailWholesaleSettingsSchema,
);
