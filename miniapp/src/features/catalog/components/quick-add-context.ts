/**
 * What a card's quick add does with the variant chosen. The catalogue knows nothing of the cart (the cart reads
 * the catalogue's products), so the app hands the cart's add in here.
 */
import { createContext } from 'react';
import type { Product } from '../types';

export type AddChosenVariant = (product: Product, color: string, size: string) => unknown;

const missing: AddChosenVariant = () => {
  throw new Error('Quick add needs a QuickAddProvider with the cart to add to');
};

export const QuickAddContext = createContext<AddChosenVariant>(missing);

export const QuickAddProvider = QuickAddContext.Provider;
