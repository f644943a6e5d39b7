/**
 * What adding a chosen variant does, from a card's quick add or a product page. The catalogue knows nothing of
 * the cart (the cart reads the catalogue's products), so the app hands the cart's add in here, and its code loads
 * on the first add rather than with a first screen.
 */
import { createContext, use } from 'react';
import { useSizeName } from '../api/reference-data';
import type { Product } from '../types';

/** `sizeName` is the size as buyers read it, for the toast ('Единый размер' rather than ONE). */
export type AddChosenVariant = (
  product: Product,
  color: string,
  size: string,
  quantity?: number,
  sizeName?: string,
) => unknown;

const missing: AddChosenVariant = () => {
  throw new Error('Quick add needs a QuickAddProvider with the cart to add to');
};

const QuickAddContext = createContext<AddChosenVariant>(missing);

export const QuickAddProvider = QuickAddContext.Provider;

/** The app's add, told the chosen size's name. */
export function useAddChosenVariant() {
  const add = use(QuickAddContext);
  const sizeName = useSizeName();
  return (product: Product, color: string, size: string, quantity?: number) =>
    add(product, color, size, quantity, sizeName(size));
}
