/**
 * The server's re-check of wholesale cart lines before the cart takes them (the client's numbers are never
 * trusted): the group id must belong to the product, the variant and an allowed bundle type, and each set
 * (each color, size or full set; a product's individual lines together) must reach the wholesale minimum. Stock
 * is judged afterwards, under the cart's lock, by the cart itself.
 */
import {
  type BundleType,
  bundleTypeOfGroupId,
  groupChangeRefusal,
  groupIdOfLine,
  groupTypeOf,
  reachesWholesaleMinimum,
  wholesaleTexts,
} from '@shop/core';
import { type DbOrTx, findCart, productsForQuote, type QuoteProductRow } from '@shop/db';
import { ApiError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { CartLineRequest } from '../cart/cart-service';
import { bundleSettingsOf, type WholesaleProduct, wholesaleProductOf } from './wholesale-product';

export interface RefusedLine {
  productId: number;
  color: string;
  size: string;
  quantity: number;
  error: string;
}

const allowFlag: Record<BundleType, 'allowIndividual' | 'allowColorSet' | 'allowSizeSet' | 'allowFullSet'> = {
  individual: 'allowIndividual',
  color_set: 'allowColorSet',
  size_set: 'allowSizeSet',
  full_set: 'allowFullSet',
};

const refused = (line: CartLineRequest, error: string): RefusedLine => ({
  productId: line.productId,
  color: line.colorCode,
  size: line.sizeCode,
  quantity: line.quantity,
  error,
});

/**
 * The bundle settings, through the reference cache (every settings write through @shop/db drops it): a cart
 * write reads no settings row of its own.
 */
/**
 * Splits a batch into the lines the cart may try and the lines refused here, each with its reason. `read` are
 * products already read (with the cart); without them the lines' products are read here.
 */
export async function checkWholesaleLines(
  db: DbOrTx,
  log: Logger,
  lines: readonly CartLineRequest[],
  read?: ReadonlyMap<number, QuoteProductRow>,
): Promise<{ accepted: CartLineRequest[]; refused: RefusedLine[] }> {
  const wholesale = lines.filter((line) => line.isWholesale);
  if (wholesale.length === 0) return { accepted: [...lines], refused: [] };
  const bundle = await bundleSettingsOf(db, log);
  const rows = read
    ? wholesale.flatMap((line) => read.get(line.productId) ?? [])
    : await productsForQuote(
        db,
        wholesale.map((line) => line.productId),
      );
  const products = new Map(rows.map((row) => [row.id, wholesaleProductOf(row, bundle)]));
  const refusals = new Map<CartLineRequest, string>();
  const sets = new Map<string, { product: WholesaleProduct; lines: CartLineRequest[] }>();
  const typed = new Map<CartLineRequest, CartLineRequest>();
  for (const line of wholesale) {
    const product = products.get(line.productId);
    // An unknown product or one not sold wholesale is refused by the cart with its own message.
    if (!product?.sellsWholesale) continue;
    const groupId = line.wholesaleGroupId ?? groupIdOfLine(line.productId, 'individual', line);
    const type = bundleTypeOfGroupId(groupId, line.productId, line);
    if (!type) {
      refusals.set(line, wholesaleTexts.wrongGroup);
      continue;
    }
    if (!bundle.bundleTypeSettings[allowFlag[type]]) {
      refusals.set(line, wholesaleTexts.typeNotOffered);
      continue;
    }
    typed.set(line, {
      ...line,
      wholesaleGroupId: groupId,
      wholesaleMetadata: { ...line.wholesaleMetadata, groupType: groupTypeOf[type] },
    });
    const setKey = type === 'individual' ? `${line.productId}|individual` : groupId;
    const set = sets.get(setKey) ?? { product, lines: [] };
    set.lines.push(line);
    sets.set(setKey, set);
  }
  for (const { product, lines: members } of sets.values()) {
    const items = members.reduce((sum, line) => sum + line.quantity, 0);
    if (reachesWholesaleMinimum(items, product.minimum)) continue;
    for (const line of members) refusals.set(line, wholesaleTexts.belowMinimum(product.minimum, items));
  }
  return {
    accepted: lines.filter((line) => !refusals.has(line)).map((line) => typed.get(line) ?? line),
    refused: lines.flatMap((line) => {
      const error = refusals.get(line);
      return error === undefined ? [] : [refused(line, error)];
    }),
  };
}

/**
 * A wholesale set never steps under its minimum (core's `groupChangeRefusal`): a color, size or full set as
 * lines x quantity, the individual bundle's lines of a product together. An unknown group is left to the cart,
 * which answers 404.
 */
export async function checkWholesaleGroupChange(
  db: DbOrTx,
  log: Logger,
  userId: string,
  change: { wholesaleGroupId: string; quantity: number },
): Promise<void> {
  const cart = await findCart(db, userId);
  const first = cart?.items.find((item) => item.wholesaleGroupId === change.wholesaleGroupId);
  if (!cart || !first) return;
  const [row] = await productsForQuote(db, [first.productId]);
  if (!row) return;
  const { minimum } = wholesaleProductOf(row, await bundleSettingsOf(db, log));
  const refusal = groupChangeRefusal(cart.items, change.wholesaleGroupId, change.quantity, minimum);
  if (refusal) throw new ApiError('VALIDATION_ERROR', refusal, { newQuantity: refusal });
}

/** POST /cart/add with a wholesale line: the line alone is its set, so it passes the same check or is refused. */
export async function requireWholesaleLine(
  db: DbOrTx,
  log: Logger,
  line: CartLineRequest,
  read?: ReadonlyMap<number, QuoteProductRow>,
): Promise<CartLineRequest> {
  const { accepted, refused } = await checkWholesaleLines(db, log, [line], read);
  const [refusal] = refused;
  if (refusal) throw new ApiError('VALIDATION_ERROR', refusal.error, { wholesaleGroupId: refusal.error });
  return accepted[0] ?? line;
}
