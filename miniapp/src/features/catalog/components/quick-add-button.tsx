/**
 * A list's way to put a product into the cart (SPEC 2 "Product card"): the quick select dialog for its color and
 * size, whose code loads on the first press, or the product page where a list cannot choose. Nothing for a product
 * sold wholesale only or out of stock.
 */
import type { RetailSettingsLike } from '@shop/core/rules';
import { type ReactNode, Suspense } from 'react';
import { lazyPart } from '../../../shared/lib/lazy-part';
import { isOutOfStock, type Product } from '../types';
import { useQuickAdd } from './use-quick-add';

const QuickSelectDialog = lazyPart(() => import('./quick-select-dialog'), 'QuickSelectDialog');

interface QuickAddButtonProps {
  product: Product;
  retailSettings: RetailSettingsLike | undefined;
  className: string;
  /** The button's accessible name, with the product's: a list has one such button per product. */
  label: string;
  children: ReactNode;
}

export function QuickAddButton({ product, retailSettings, className, label, children }: QuickAddButtonProps) {
  const quick = useQuickAdd(product, retailSettings);
  if (quick.wholesaleOnly || isOutOfStock(product)) return null;
  return (
    <>
      <button type="button" className={className} aria-label={label} onClick={quick.start}>
        {children}
      </button>
      {quick.open ? (
        <Suspense fallback={null}>
          <QuickSelectDialog product={product} onClose={quick.close} onAdd={quick.add} />
        </Suspense>
      ) : null}
    </>
  );
}
