/**
 * The signed-in user's server cart (SPEC 7 "Cart"): every write answers the new cart, priced by the server with
 * the chosen region and shipping method.
 */
import type { ApiData, ShopClient } from '@shop/api/client';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';
import { shippingChoiceStore } from '../store/shipping-choice-store';
import type { CartItem } from '../types';

const cart = client.api.cart;

export type ServerCart = ApiData<ShopClient['api']['cart']['$get']>;

export const cartKeys = { server: ['cart', 'server'] as const };

/** The cart is priced for the shipping the visitor chose on the cart page. */
const shippingQuery = () => ({
  region: shippingChoiceStore.region,
  ...(shippingChoiceStore.methodId ? { shippingMethodId: shippingChoiceStore.methodId } : {}),
});

export const fetchServerCart = (signal?: AbortSignal) =>
  unwrap(cart.$get({ query: shippingQuery() }, requestOptions({ signal })));

export interface LineRef {
  productId: number;
  color: string;
  size: string;
}

export interface NewServerLine extends LineRef {
  quantity: number;
  isWholesale?: boolean;
  wholesaleGroupId?: string | null;
}

export const addServerLine = (line: NewServerLine) =>
  unwrap(cart.add.$post({ query: shippingQuery(), json: line }));

export const updateServerLine = (ref: LineRef, newQuantity: number) =>
  unwrap(cart.update.$put({ query: shippingQuery(), json: { ...ref, newQuantity } }));

export const removeServerLine = (ref: LineRef) =>
  unwrap(cart.remove.$delete({ query: shippingQuery(), json: ref }));

export const updateServerGroup = (wholesaleGroupId: string, newQuantity: number) =>
  unwrap(
    cart['update-wholesale-group'].$put({ query: shippingQuery(), json: { wholesaleGroupId, newQuantity } }),
  );

export const removeServerGroup = (wholesaleGroupId: string) =>
  unwrap(cart['remove-wholesale-group'].$delete({ query: shippingQuery(), json: { wholesaleGroupId } }));

export const applyServerPromocode = (code: string) =>
  unwrap(cart.promocode.$post({ query: shippingQuery(), json: { code } }));

export const removeServerPromocode = () => unwrap(cart.promocode.$delete({ query: shippingQuery() }));

/** A guest line's wholesale fields as the API takes them: of its bundle, only the kind and the value. */
export const wholesaleFieldsOf = (item: CartItem) => ({
  isWholesale: item.isWholesale ?? false,
  wholesaleGroupId: item.wholesaleGroupId ?? null,
  wholesaleMetadata: item.wholesaleMetadata
    ? {
        groupType: item.wholesaleMetadata.groupType,
        ...(item.wholesaleMetadata.groupValue ? { groupValue: item.wholesaleMetadata.groupValue } : {}),
      }
    : null,
});

/** Moves the guest cart's lines in; the server merges them with what is there, capped at stock. */
export const migrateLocalCart = (items: readonly CartItem[]) =>
  unwrap(
    cart.migrate.$post({
      query: shippingQuery(),
      json: {
        localCartData: items.map((item) => ({
          productId: item.productId,
          color: item.color,
          size: item.size,
          quantity: item.quantity,
          ...wholesaleFieldsOf(item),
        })),
      },
    }),
  );
