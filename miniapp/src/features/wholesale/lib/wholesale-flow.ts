/**
 * The wholesale dialog's step machine (SPEC 2 "Wholesale purchase dialog"): quantity, then bundles, then
 * selection (only for the individual bundle), then confirmation. Pure, so the rules are tested without a screen.
 */
import {
  type BundleOffer,
  type BundleVariant,
  clampRowQuantity,
  clampWholesaleQuantity,
  reachesWholesaleMinimum,
} from '@shop/core/rules';

export type WholesaleStep = 'quantity' | 'bundles' | 'selection' | 'confirmation';

export interface WholesaleFlow {
  step: WholesaleStep;
  quantity: number;
  minimum: number;
  bundle: BundleOffer | null;
  rows: BundleVariant[];
  checking: boolean;
  adding: boolean;
}

export type WholesaleAction =
  | { type: 'open'; minimum: number }
  | { type: 'quantity'; value: unknown }
  | { type: 'choose'; bundle: BundleOffer }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'showBundles' }
  | { type: 'addRow'; row: BundleVariant }
  | { type: 'changeRow'; index: number; row: Partial<BundleVariant> }
  | { type: 'removeRow'; index: number }
  | { type: 'checking'; on: boolean }
  | { type: 'adding'; on: boolean }
  | { type: 'replaceRows'; rows: BundleVariant[] };

/** On opening: the quantity step, the quantity at the minimum, no bundle and no variants chosen. */
export const openFlow = (minimum: number): WholesaleFlow => ({
  step: 'quantity',
  quantity: minimum,
  minimum,
  bundle: null,
  rows: [],
  checking: false,
  adding: false,
});

export function canGoNext(flow: WholesaleFlow): boolean {
  switch (flow.step) {
    case 'quantity':
      return flow.quantity >= flow.minimum;
    case 'bundles':
      return flow.bundle !== null;
    case 'selection':
      return flow.rows.length > 0;
    default:
      return false;
  }
}

/** The variants the bundle puts in the cart: the chosen rows for the individual bundle, the set's otherwise. */
export const bundleVariantsOfFlow = (flow: WholesaleFlow): BundleVariant[] =>
  flow.bundle?.type === 'individual' ? flow.rows : (flow.bundle?.variants ?? []);

export const totalItemsOfFlow = (flow: WholesaleFlow): number =>
  bundleVariantsOfFlow(flow).reduce((sum, row) => sum + row.quantity, 0);

/** Confirm waits for no check or add, and for a bundle that reaches the wholesale minimum (a custom one may not). */
export const canConfirm = (flow: WholesaleFlow): boolean =>
  !flow.checking && !flow.adding && reachesWholesaleMinimum(totalItemsOfFlow(flow), flow.minimum);

function nextStep(flow: WholesaleFlow): WholesaleStep {
  if (flow.step === 'quantity') return 'bundles';
  if (flow.step === 'bundles') return flow.bundle?.type === 'individual' ? 'selection' : 'confirmation';
  return 'confirmation';
}

function previousStep(flow: WholesaleFlow): WholesaleStep {
  if (flow.step === 'confirmation') return flow.bundle?.type === 'individual' ? 'selection' : 'bundles';
  if (flow.step === 'selection') return 'bundles';
  return 'quantity';
}

export function wholesaleFlow(flow: WholesaleFlow, action: WholesaleAction): WholesaleFlow {
  switch (action.type) {
    case 'open':
      return openFlow(action.minimum);
    case 'quantity': {
      const quantity = clampWholesaleQuantity(action.value, flow.minimum);
      // Set offers depend on the quantity: a changed quantity asks for the bundle again.
      return { ...flow, quantity, bundle: quantity === flow.quantity ? flow.bundle : null };
    }
    case 'choose':
      return { ...flow, bundle: action.bundle };
    case 'next':
      return canGoNext(flow) ? { ...flow, step: nextStep(flow) } : flow;
    case 'back':
      return { ...flow, step: previousStep(flow) };
    case 'showBundles':
      return { ...flow, step: 'bundles', bundle: null, checking: false, adding: false };
    case 'addRow':
      return { ...flow, rows: [...flow.rows, action.row] };
    case 'changeRow':
      return {
        ...flow,
        rows: flow.rows.map((row, index) =>
          index === action.index
            ? {
                ...row,
                ...action.row,
                quantity: clampRowQuantity(action.row.quantity ?? row.quantity),
              }
            : row,
        ),
      };
    case 'removeRow':
      return { ...flow, rows: flow.rows.filter((_, index) => index !== action.index) };
    case 'replaceRows':
      return { ...flow, rows: action.rows };
    case 'checking':
      return { ...flow, checking: action.on };
    case 'adding':
      return { ...flow, adding: action.on };
    default:
      return flow;
  }
}
