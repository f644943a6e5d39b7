/**
 * What adding a chosen variant does, from a card's quick add or a product page. The catalogue knows nothing of
 * the cart (the cart reads the catalogue's products), so the app hands the cart's add in here, and its code loads
 * on the first add rather than with a first screen.
 */
import { createContext, use } from 'react';
import type { Product } from '../types';

export type AddChosenVariant = (product: Product, color: string, size: string, quantity?: number) => unknown;

const missing: AddChosenVariant = () => {
  throw new Error('Quick add needs a QuickAddProvider with the cart to add to');
};

export const QuickAddContext = createContext<AddChosenVariant>(missing);

export const QuickAddProvider = QuickAddContext.Provider;

export const useAddChosenVariant = () => use(QuickAddContext);
