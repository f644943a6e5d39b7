/**
 * Reads the cart an earlier visit left in local storage. Carts stored before money moved to kopecks (string
 * product ids, prices in float roubles) are converted; a line that cannot be read is dropped.
 */
import { roublesToKopecks } from '@shop/core/rules';
import { isRecord } from '../../../shared/lib/storage';
import type { AppliedPromocode, Cart, CartItem, WholesaleMetadata } from '../types';

type Stored = Record<string, unknown>;

const isKopecks = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** `<name>Kopecks` as stored now, or `<name>` in roubles as stored before; undefined when neither is readable. */
function money(stored: Stored, name: string): number | undefined {
  const kopecks = stored[`${name}Kopecks`];
  if (isKopecks(kopecks)) return kopecks;
  const roubles = stored[name];
  return typeof roubles === 'number' && Number.isFinite(roubles) && roubles >= 0
    ? roublesToKopecks(roubles)
    : undefined;
}

function productIdOf(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return Number.isSafeInteger(id) && (id as number) >= 1 ? (id as number) : null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optional = <T>(key: string, value: T | undefined) => (value === undefined ? {} : { [key]: value });

function readMetadata(value: unknown): WholesaleMetadata | undefined {
  if (!isRecord(value) || typeof value.wholesaleGroupId !== 'string') return undefined;
  const { retailPrice, wholesalePrice, appliedDiscount, ...rest } = value;
  return {
    ...(rest as Omit<
      WholesaleMetadata,
      'retailPriceKopecks' | 'wholesalePriceKopecks' | 'appliedDiscountKopecks'
    >),
    ...optional('retailPriceKopecks', money(value, 'retailPrice')),
    ...optional('wholesalePriceKopecks', money(value, 'wholesalePrice')),
    ...optional('appliedDiscountKopecks', money(value, 'appliedDiscount')),
  };
}

function readLine(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const productId = productIdOf(value.productId);
  const priceKopecks = money(value, 'price');
  const quantity = typeof value.quantity === 'number' ? Math.floor(value.quantity) : 0;
  if (
    productId === null ||
    priceKopecks === undefined ||
    typeof value.name !== 'string' ||
    !(quantity >= 1)
  ) {
    return null;
  }
  const originalPriceKopecks = money(value, 'originalPrice');
  const metadata = readMetadata(value.wholesaleMetadata);
  return {
    productId,
    name: value.name,
    priceKopecks,
    originalPriceKopecks: originalPriceKopecks ?? null,
    image: text(value.image),
    size: text(value.size),
    color: text(value.color),
    quantity,
    addedAt: text(value.addedAt) || new Date().toISOString(),
    ...optional('baseSKU', typeof value.baseSKU === 'string' ? value.baseSKU : undefined),
    ...optional('isWholesale', typeof value.isWholesale === 'boolean' ? value.isWholesale : undefined),
    wholesaleGroupId: typeof value.wholesaleGroupId === 'string' ? value.wholesaleGroupId : null,
    ...optional('wholesaleRule', typeof value.wholesaleRule === 'string' ? value.wholesaleRule : undefined),
    ...optional('retailPriceKopecks', money(value, 'retailPrice')),
    ...optional('wholesalePriceKopecks', money(value, 'wholesalePrice')),
    ...optional('appliedDiscountKopecks', money(value, 'appliedDiscount')),
    ...optional(
      'discountPercentage',
      typeof value.discountPercentage === 'number' ? value.discountPercentage : undefined,
    ),
    ...optional('wholesaleMetadata', metadata),
  };
}

function readPromocode(value: unknown): AppliedPromocode | null {
  if (!isRecord(value) || typeof value.code !== 'string' || !value.code) return null;
  const discountKopecks = money(value, 'discount') ?? money(value, 'discountAmount');
  if (discountKopecks === undefined) return null;
  const shippingDiscountKopecks = money(value, 'shippingDiscount') ?? money(value, 'shippingDiscountAmount');
  return {
    code: value.code,
    promocodeId: text(value.promocodeId),
    discountKopecks,
    ...optional('shippingDiscountKopecks', shippingDiscountKopecks),
    discountType: text(value.discountType),
    appliedAt: text(value.appliedAt),
  };
}

/** The stored cart's lines and promocode; the caller adds the subtotal and the date. */
export function readStoredCart(stored: unknown): Pick<Cart, 'items' | 'appliedPromocodes'> {
  const lines = Array.isArray(stored) ? stored : isRecord(stored) ? stored.items : null;
  const promocodes =
    isRecord(stored) && Array.isArray(stored.appliedPromocodes) ? stored.appliedPromocodes : [];
  return {
    items: Array.isArray(lines) ? lines.flatMap((line) => readLine(line) ?? []) : [],
    // At most one promocode, and only a usable one (a code and a discount).
    appliedPromocodes: promocodes.flatMap((promocode) => readPromocode(promocode) ?? []).slice(0, 1),
  };
}
