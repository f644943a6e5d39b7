/**
 * The product page's way to buy wholesale: a button that opens the four-step dialog, then the stock check, the
 * shortage dialog when stock falls short, and the bundle's way into the cart.
 */

import { errorMessage } from '@shop/api/client';
import {
  type BundleType,
  type BundleVariant,
  bundleOffers,
  colorName as colorNameOf,
  mergeRows,
  roublesToKopecks,
  selectionOfOffer,
  wholesaleMinimum,
  wholesaleTexts,
} from '@shop/core/rules';
import { Suspense, useReducer, useState } from 'react';
import { lazyPart } from '../../../shared/lib/lazy-part';
import { button } from '../../../shared/ui/primitives.css';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useCartHoldings } from '../../cart';
import type { Product } from '../../catalog';
import { useColorMapping, useSizeName } from '../../catalog';
import { analyzeShortage, type ShortageAnalysisData, useBundleSettings } from '../api/wholesale-calls';
import { canBuyWholesale } from '../lib/can-buy-wholesale';
import { openFlow, wholesaleFlow } from '../lib/wholesale-flow';

// The dialogs load on the first press of the button: they are no part of the product page's first screen.
const WholesaleDialog = lazyPart(() => import('./wholesale-dialog'), 'WholesaleDialog');
const ShortageDialog = lazyPart(() => import('./shortage-dialog'), 'ShortageDialog');

export interface WholesaleOfferProps {
  product: Product;
  label: string;
  primary?: boolean;
}

export function WholesaleOffer({ product, label, primary = false }: WholesaleOfferProps) {
  const settings = useBundleSettings();
  const mapping = useColorMapping();
  const sizeName = useSizeName();
  const colorName = (code: string) => colorNameOf(code, mapping);
  const minimum = wholesaleMinimum(product, settings);
  const [flow, dispatch] = useReducer(wholesaleFlow, minimum, openFlow);
  const [open, setOpen] = useState(false);
  const [analysis, setAnalysis] = useState<ShortageAnalysisData | null>(null);
  const inCart = useCartHoldings(product.id);
  const prices = {
    retailPriceKopecks: roublesToKopecks(product.price),
    wholesalePriceKopecks: roublesToKopecks(product.wholesale.wholesalePrice ?? product.price),
  };
  const offers = bundleOffers({
    product,
    prices,
    quantity: flow.quantity,
    minimum,
    allowed: settings.bundleTypeSettings,
    colorName,
    inCart,
  });

  if (!canBuyWholesale(product, settings.wholesaleEnabled)) return null;

  const close = () => {
    setOpen(false);
    setAnalysis(null);
  };

  const add = async (
    type: BundleType,
    name: string,
    value: string | null,
    variants: BundleVariant[],
    failure: string,
  ) => {
    dispatch({ type: 'adding', on: true });
    try {
      const { addBundleToCart } = await import('../lib/add-bundle');
      const result = await addBundleToCart(product, { type, name, value, minimum }, variants);
      if (result.totalAdded > 0) close();
    } catch {
      toast(wholesaleTexts.toasts.errorTitle, { type: 'error', description: failure });
    } finally {
      dispatch({ type: 'adding', on: false });
    }
  };

  const bundleValue = () => flow.bundle?.color ?? flow.bundle?.size ?? null;

  const confirm = async () => {
    const bundle = flow.bundle;
    if (!bundle) return;
    if (!product.id) {
      toast(wholesaleTexts.toasts.errorTitle, { type: 'error', description: wholesaleTexts.noProductIdHint });
      return;
    }
    const variants = bundle.type === 'individual' ? mergeRows(flow.rows) : bundle.variants;
    dispatch({ type: 'checking', on: true });
    let result: ShortageAnalysisData;
    try {
      result = await analyzeShortage({
        productId: product.id,
        bundleType: bundle.type,
        selection: bundle.type === 'individual' ? { variants } : selectionOfOffer(bundle),
        requestedQuantity: flow.quantity,
        inCart,
      });
    } catch (error) {
      toast(wholesaleTexts.toasts.analysisTitle, {
        type: 'error',
        description: errorMessage(error, wholesaleTexts.toasts.analysis),
      });
      return;
    } finally {
      dispatch({ type: 'checking', on: false });
    }
    if (result.type === 'SUFFICIENT') {
      await add(bundle.type, bundle.name, bundleValue(), variants, wholesaleTexts.toasts.processing);
      return;
    }
    setAnalysis(result);
  };

  return (
    <>
      <button
        type="button"
        className={button({ tone: primary ? 'primary' : 'outline', block: true })}
        onClick={() => {
          dispatch({ type: 'open', minimum });
          setOpen(true);
        }}
      >
        {label}
      </button>
      <Suspense fallback={null}>
        {open && !analysis ? (
          <WholesaleDialog
            flow={flow}
            dispatch={dispatch}
            offers={offers}
            product={product}
            wholesalePriceKopecks={prices.wholesalePriceKopecks}
            colorName={colorName}
            sizeName={sizeName}
            onConfirm={() => void confirm()}
            onClose={close}
          />
        ) : null}
        {open && analysis ? (
          <ShortageDialog
            analysis={analysis}
            busy={flow.adding}
            colorName={colorName}
            sizeName={sizeName}
            onContinue={() =>
              flow.bundle &&
              void add(
                flow.bundle.type,
                flow.bundle.name,
                bundleValue(),
                [...analysis.maxPossibleBundle.items],
                wholesaleTexts.toasts.processing,
              )
            }
            onAcceptAdjusted={() => {
              if (!flow.bundle) return;
              const adjusted = analysis.maxPossibleBundle.items;
              dispatch({ type: 'replaceRows', rows: adjusted });
              void add(
                flow.bundle.type,
                flow.bundle.name,
                bundleValue(),
                adjusted,
                wholesaleTexts.toasts.adjustedFailed,
              );
            }}
            onAddAvailable={() => {
              if (!flow.bundle) return;
              const available = analysis.availability
                .filter((line) => line.maxPossible > 0)
                .map((line) => ({
                  colorCode: line.colorCode,
                  sizeCode: line.sizeCode,
                  quantity: line.maxPossible,
                }));
              // A set stays one set (one group, its own name) with what is there of each of its variants.
              void add(
                flow.bundle.type,
                flow.bundle.name,
                bundleValue(),
                available,
                wholesaleTexts.toasts.partialFailed,
              );
            }}
            onViewAlternatives={() => {
              setAnalysis(null);
              dispatch({ type: 'showBundles' });
            }}
            onCancel={close}
          />
        ) : null}
      </Suspense>
    </>
  );
}
