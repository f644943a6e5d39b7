/**
 * Request shapes of the cart routes. The spec's cart item fields that carry what the catalogue already knows
 * (name, prices, picture) are accepted beside ours and never read; a field neither knows is refused.
 */
import { z } from '@hono/zod-openapi';
import { lineQuantity, recordId, recordIdText } from '@shop/core';

const productIdField = z
  .union([recordId('Неверный идентификатор товара'), recordIdText('Неверный идентификатор товара')])
  .openapi({ description: 'product id (a number, or its digits as a string)', example: 12 });

const INVALID_CODE = 'Неверный код';

/** Color and size codes such as BLK, M, 38; `missing` is what a request without one is told. */
const variantCode = (missing: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : INVALID_CODE) })
    .trim()
    .min(1, missing)
    .max(32, INVALID_CODE)
    .regex(/^[\p{L}\p{N}_.\-/ ]+$/u, INVALID_CODE);

const quantityField = lineQuantity();

export const wholesaleGroupIdField = z
  .string()
  .min(4)
  .max(160)
  .regex(/^wg_[\p{L}\p{N}_.-]+$/u, 'Неверный идентификатор оптового набора')
  .openapi({ example: 'wg_12_color_group_BLK_all' });

/** Accepted for clients written against the spec, never read: the catalogue's prices and names apply. */
const ignored = z.unknown().optional().openapi({ description: 'accepted and ignored' });

/** SPEC 3 "Cart item" and its wholesaleMetadata: the fields that repeat the catalogue's data. */
const specPriceFields = {
  retailPrice: ignored,
  wholesalePrice: ignored,
  appliedDiscount: ignored,
  discountPercentage: ignored,
};

const wholesaleMetadataInput = z.object({
  ...specPriceFields,
  isWholesale: ignored,
  wholesaleGroupId: ignored,
  groupType: z.enum(['color_group', 'size_group', 'individual', 'full_set']),
  groupValue: z.string().max(64).optional(),
  wholesaleRule: z.string().max(200).optional(),
  autoAdded: z.boolean().optional(),
  bundleEfficiency: z.number().min(0).max(100).optional(),
  variantIndex: z.number().int().min(0).max(10_000).optional(),
  totalVariantsInGroup: z.number().int().min(0).max(10_000).optional(),
});

export const variantRef = {
  productId: productIdField,
  size: variantCode('Выберите размер'),
  color: variantCode('Выберите цвет'),
};

export const cartLineBody = z
  .object({
    ...variantRef,
    quantity: quantityField,
    isWholesale: z.boolean().optional(),
    wholesaleGroupId: wholesaleGroupIdField.nullable().optional(),
    wholesaleMetadata: wholesaleMetadataInput.nullable().optional(),
    ...specPriceFields,
    name: ignored,
    price: ignored,
    originalPrice: ignored,
    image: ignored,
    addedAt: ignored,
    baseSKU: ignored,
    wholesaleRule: ignored,
  })
  .openapi('CartLineRequest', {
    description:
      'the spec’s name, price, originalPrice, image, addedAt, baseSKU, retailPrice, wholesalePrice, appliedDiscount, discountPercentage and wholesaleRule are accepted and ignored (prices are the catalogue’s); other unknown fields are refused with 400',
  });

type CartLineBody = z.infer<typeof cartLineBody>;

/** The metadata's own fields, without the spec's ignored copies of the prices. */
function ownMetadata(metadata: z.infer<typeof wholesaleMetadataInput>) {
  const {
    retailPrice: _retail,
    wholesalePrice: _wholesale,
    appliedDiscount: _discount,
    discountPercentage: _percent,
    isWholesale: _isWholesale,
    wholesaleGroupId: _groupId,
    ...own
  } = metadata;
  return own;
}

export const toLineRequest = (body: CartLineBody) => ({
  productId: body.productId,
  colorCode: body.color,
  sizeCode: body.size,
  quantity: body.quantity,
  isWholesale: body.isWholesale ?? false,
  wholesaleGroupId: body.wholesaleGroupId ?? null,
  wholesaleMetadata: body.wholesaleMetadata ? ownMetadata(body.wholesaleMetadata) : null,
});

const ENTER_PROMOCODE = 'Введите промокод';

/** A promocode as a buyer types it; a blank one (spaces, a tab, a line break) is asked for again. */
export const enteredPromocode = z
  .string(ENTER_PROMOCODE)
  .trim()
  .min(1, ENTER_PROMOCODE)
  .max(64, 'Промокод не длиннее 64 символов')
  .openapi({ example: 'WELCOME10' });

const slug = z.string().regex(/^[a-z][a-z0-9_]{0,49}$/, 'Неверный код');

/** The shipping estimate of a cart answer: region and method, both optional. */
export const shippingChoiceQuery = z.object({
  region: slug.optional().openapi({ description: 'region code; moscow when absent', example: 'moscow' }),
  shippingMethodId: slug.optional().openapi({ example: 'courier' }),
});
