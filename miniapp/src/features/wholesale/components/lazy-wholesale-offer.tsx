/**
 * The wholesale button of the product page with the offer's code (bundles, dialogs, stock check) in its own
 * chunk. Until that arrives the same button stands in its place, inactive, so nothing below it moves.
 */
import { Suspense } from 'react';
import { lazyPart } from '../../../shared/lib/lazy-part';
import { button } from '../../../shared/ui/primitives.css';
import { canBuyWholesale } from '../lib/can-buy-wholesale';
import type { WholesaleOfferProps } from './wholesale-offer';

const WholesaleOffer = lazyPart(() => import('./wholesale-offer'), 'WholesaleOffer');

export function LazyWholesaleOffer(props: WholesaleOfferProps) {
  const placeholder = canBuyWholesale(props.product) ? (
    <button
      type="button"
      className={button({ tone: props.primary ? 'primary' : 'outline', block: true })}
      aria-disabled="true"
    >
      {props.label}
    </button>
  ) : null;
  return (
    <Suspense fallback={placeholder}>
      <WholesaleOffer {...props} />
    </Suspense>
  );
}
