/** POST /promocodes/validate/{code}: what a code would take off these lines, judged at catalogue prices. */
import { z } from '@hono/zod-openapi';
import { PROMOCODE_DISCOUNT_TYPES } from '@shop/core';
import { type DbOrTx, productsForQuote, readCartSnapshot } from '@shop/db';
import { lineOfItem } from '../cart/cart-view';
import {
  promocodeError,
  promocodeFor,
  type QuoteLineInput,
  quoteCatalogueOf,
  quoteWith,
} from '../checkout/quote';

export const promocodeValidationSchema = z
  .object({
    code: z.string(),
    promocodeId: z.string(),
    discountType: z.enum(PROMOCODE_DISCOUNT_TYPES),
    discountKopecks: z.number().int().openapi({ description: 'kopecks taken off the lines' }),
    shippingDiscountKopecks: z
      .number()
      .int()
      .openapi({ description: 'kopecks taken off shipping (free-shipping codes, default method)' }),
  })
  .openapi('PromocodeValidation');

/** The lines sent, or the user's server cart when none are sent. */
export async function validatePromocode(
  db: DbOrTx,
  params: { code: string; userId: string; lines: QuoteLineInput[] | undefined },
) {
  // The lines' products are read once, with the cart when it is the cart's lines that are judged.
  const sent = params.lines && params.lines.length > 0 ? params.lines : undefined;
  const read = sent
    ? {
        lines: sent,
        products: await productsForQuote(
          db,
          sent.map((line) => line.productId),
        ),
      }
    : await readCartSnapshot(db, { userId: params.userId }).then((cart) => ({
        lines: cart.items.map(lineOfItem),
        products: cart.products,
      }));
  const { lines } = read;
  const catalogue = await quoteCatalogueOf(db, read.products);
  const plain = await quoteWith(db, catalogue, { lines, userId: params.userId }, { lenient: true });
  const judged = await promocodeFor(db, { promocodeCode: params.code, userId: params.userId }, plain.lines);
  if (judged && !judged.check.ok) throw promocodeError(judged.check);
  const priced = await quoteWith(
    db,
    catalogue,
    { lines, userId: params.userId, promocodeCode: params.code },
    { lenient: true },
  );
  const applied = priced.promocode;
  if (!applied) throw new Error('validatePromocode: a valid code was not applied');
  return {
    code: applied.code,
    promocodeId: applied.id,
    discountType: applied.discountType,
    discountKopecks: applied.discountKopecks,
    shippingDiscountKopecks: applied.shippingDiscountKopecks,
  };
}
