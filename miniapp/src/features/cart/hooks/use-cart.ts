/**
 * The cart as the cart and checkout pages show it, whichever side keeps it: the guest's lines priced in the
 * browser by core's priceCart (the rule the server prices with), or the server's own quote. Either way the
 * final total is the sum of the line totals shown plus the shipping fee shown.
 */
import { type CartTotals as CoreCartTotals, cartTotalsOf, colorName, priceCart } from '@shop/core/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { ru } from '../../../shared/texts/ru';
import { useColorMapping, useSizeName } from '../../catalog';
import { cartKeys } from '../api/cart-calls';
import { type ShippingOption, useShippingOptions, useShippingTerms } from '../api/shipping-calls';
import { type CartMode, cartSession, useCartMode } from '../store/cart-session';
import { cartStore } from '../store/cart-store';
import { shippingChoiceStore } from '../store/shipping-choice-store';
import { useGuestStock } from './use-guest-stock';
import { useServerCart } from './use-server-cart';

export interface CartLineView {
  /** Unique within the cart: product, variant and bundle. */
  key: string;
  productId: number;
  name: string;
  image: string;
  color: string;
  colorName: string;
  size: string;
  /** The size as the buyer reads it («Единый размер» for ONE). */
  sizeName: string;
  quantity: number;
  unitPriceKopecks: number;
  subtotalKopecks: number;
  discountKopecks: number;
  totalKopecks: number;
  isWholesale: boolean;
  wholesaleGroupId: string | null;
  /** A wholesale line's set minimum: the set never steps under it at the wholesale price; null for retail. */
  setMinimum: number | null;
  /** Why the line cannot be ordered as it is. */
  problem: string | null;
  /** The most «+» may reach: what is left of the variant; null while unknown. */
  maxQuantity: number | null;
}

type LinePrice = Pick<
  CartLineView,
  | 'quantity'
  | 'unitPriceKopecks'
  | 'subtotalKopecks'
  | 'discountKopecks'
  | 'totalKopecks'
  | 'isWholesale'
  | 'wholesaleGroupId'
>;

/** A line's quantity and money, read alike from the server's cart and from the guest's lines priced here. */
const linePriceOf = (line: LinePrice): LinePrice => ({
  quantity: line.quantity,
  unitPriceKopecks: line.unitPriceKopecks,
  subtotalKopecks: line.subtotalKopecks,
  discountKopecks: line.discountKopecks,
  totalKopecks: line.totalKopecks,
  isWholesale: line.isWholesale,
  wholesaleGroupId: line.wholesaleGroupId,
});

interface CartTotals extends CoreCartTotals {
  freeFromKopecks: number | null;
}

interface CartPromocode {
  code: string;
  discountKopecks: number;
  shippingDiscountKopecks: number;
}

export interface CartState {
  mode: CartMode;
  status: 'loading' | 'ready';
  lines: CartLineView[];
  totals: CartTotals;
  promocode: CartPromocode | null;
  promocodeProblem: string | null;
  region: string;
  shippingOptions: ShippingOption[] | null;
  /** The methods could not be read: the built-in courier is offered. */
  shippingFailed: boolean;
  shippingMethod: ShippingOption | null;
}

const lineKey = (line: { productId: number; color: string; size: string; wholesaleGroupId: string | null }) =>
  `${line.productId}|${line.color}|${line.size}|${line.wholesaleGroupId ?? ''}`;

export function useCart(): CartState {
  const mode = useCartMode();
  const session = useSnapshot(cartSession);
  const local = useSnapshot(cartStore);
  const choice = useSnapshot(shippingChoiceStore);
  const mapping = useColorMapping();
  const sizeName = useSizeName();
  const server = useServerCart(mode === 'server' && !session.migrating);
  const queryClient = useQueryClient();

  // A new region or method reprices the server cart.
  const firstChoice = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the choice is what triggers the repricing
  useEffect(() => {
    if (firstChoice.current) {
      firstChoice.current = false;
      return;
    }
    if (mode === 'server') void queryClient.invalidateQueries({ queryKey: cartKeys.server });
  }, [choice.region, choice.methodId]);

  const localLines = local.items.map((item) => ({
    productId: item.productId,
    name: item.name,
    image: item.image,
    color: item.color,
    size: item.size,
    quantity: item.quantity,
    unitPriceKopecks: item.priceKopecks,
    retailPriceKopecks: item.retailPriceKopecks ?? item.priceKopecks,
    isWholesale: item.isWholesale ?? false,
    wholesaleGroupId: item.wholesaleGroupId ?? null,
  }));
  const goods = priceCart({ lines: localLines });
  const guestStock = useGuestStock(mode === 'local' ? localLines : []);
  const serverCart = mode === 'server' ? server.data : undefined;
  const orderValueKopecks = serverCart ? serverCart.orderValueKopecks : goods.orderValueKopecks;
  const shipping = useShippingOptions(orderValueKopecks, choice.region);
  // The visitor's choice shows at once; the server's method when the choice does not fit the cart.
  const chosen =
    shipping.options?.find((option) => option.id === choice.methodId) ??
    shipping.options?.find((option) => option.id === serverCart?.shippingMethod?.id) ??
    shipping.options?.[0] ??
    null;
  const terms = useShippingTerms(orderValueKopecks, choice.region, mode === 'local' ? chosen : null);

  if (mode === 'server') {
    if (!serverCart) {
      return emptyState(mode, 'loading', choice.region, shipping.options);
    }
    return {
      mode,
      status: 'ready',
      lines: serverCart.lines.map((line) => ({
        key: lineKey({ ...line, color: line.colorCode, size: line.sizeCode }),
        productId: line.productId,
        name: line.name,
        image: line.image,
        color: line.colorCode,
        colorName: line.colorName,
        size: line.sizeCode,
        sizeName: line.sizeName,
        ...linePriceOf(line),
        setMinimum: line.setMinimum,
        problem: line.problem,
        maxQuantity: line.availableQuantity,
      })),
      totals: { ...cartTotalsOf(serverCart), freeFromKopecks: chosen?.freeFromKopecks ?? null },
      promocode: serverCart.appliedPromocode && {
        code: serverCart.appliedPromocode.code,
        discountKopecks: serverCart.appliedPromocode.discountKopecks,
        shippingDiscountKopecks: serverCart.appliedPromocode.shippingDiscountKopecks,
      },
      promocodeProblem: serverCart.promocodeProblem,
      region: choice.region,
      shippingOptions: shipping.options,
      shippingFailed: shipping.failed,
      shippingMethod: serverCart.shippingMethod
        ? (chosen ?? {
            id: serverCart.shippingMethod.id,
            name: serverCart.shippingMethod.name,
            description: null,
            feeKopecks: serverCart.shippingMethod.feeKopecks,
            priceKopecks: serverCart.shippingMethod.feeKopecks,
            freeFromKopecks: null,
            estimatedDays: serverCart.shippingMethod.estimatedDays,
            pickupAddress: null,
            location: null,
          })
        : null,
    };
  }

  const priced = priceCart({ lines: localLines, shipping: terms });
  return {
    mode,
    status: 'ready',
    lines: priced.lines.map((line, index) => ({
      key: lineKey(line),
      productId: line.productId,
      name: line.name,
      image: line.image,
      color: line.color,
      colorName: line.color ? colorName(line.color, mapping) : '',
      size: line.size,
      sizeName: sizeName(line.size),
      ...linePriceOf(line),
      setMinimum: local.items[index]?.wholesaleMetadata?.minQuantity ?? null,
      ...guestLineStock(line.quantity, guestStock(line)),
    })),
    totals: { ...cartTotalsOf(priced), freeFromKopecks: terms?.freeFromKopecks ?? null },
    promocode: null,
    promocodeProblem: null,
    region: choice.region,
    shippingOptions: shipping.options,
    shippingFailed: shipping.failed,
    shippingMethod: chosen,
  };
}

/** A guest line against what is left of its variant, worded as the server's quote words it. */
function guestLineStock(quantity: number, left: number | undefined) {
  if (left === undefined) return { problem: null, maxQuantity: null };
  const problem =
    quantity > left ? `${ru.cart.notEnoughStock}: ${ru.cart.stockLeft(left, 0).toLowerCase()}` : null;
  return { problem, maxQuantity: left };
}

function emptyState(
  mode: CartMode,
  status: CartState['status'],
  region: string,
  shippingOptions: ShippingOption[] | null,
): CartState {
  return {
    mode,
    status,
    lines: [],
    totals: {
      itemCount: 0,
      subtotalKopecks: 0,
      retailSubtotalKopecks: 0,
      wholesaleSubtotalKopecks: 0,
      totalWholesaleSavingsKopecks: 0,
      promocodeDiscountKopecks: 0,
      orderValueKopecks: 0,
      shippingFeeKopecks: 0,
      freeShippingEligible: false,
      freeShippingProgress: 0,
      freeFromKopecks: null,
      finalTotalKopecks: 0,
    },
    promocode: null,
    promocodeProblem: null,
    region,
    shippingOptions,
    shippingFailed: false,
    shippingMethod: null,
  };
}
