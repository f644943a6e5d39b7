/**
 * «Определить по геолокации» at checkout: asks where the buyer is (Telegram's LocationManager in the mini-app,
 * the browser's geolocation on the web) and hands the place to the form. A refusal or a failure leaves the form
 * as it was and says so; inside Telegram a refusal offers Telegram's settings, the only place to undo it.
 */
import { DELIVERY_REGIONS } from '@shop/core/rules';
import { useState } from 'react';
import { button, errorText } from '../../../shared/ui/primitives.css';
import { cartStyles } from '../../cart';
import { openTelegramLocationSettings } from '../../telegram';
import type { BuyerLocation } from '../lib/locate-buyer';
import * as styles from './checkout.css';
import { locationTexts } from './location-texts';

const t = locationTexts;
type Found = Extract<BuyerLocation, { status: 'found' }>;
type State =
  | { kind: 'idle' | 'finding' }
  | { kind: 'done'; message: string; failed: boolean; settings: boolean };

function foundText({ place }: Found): string {
  if (place.region === 'russia') return t.foundFar;
  const region = DELIVERY_REGIONS.find((known) => known.code === place.region)?.name ?? place.region;
  return t.found(place.city && place.city !== region ? `${region}, ${place.city}` : region);
}

export function LocateBuyerButton({ onFound }: { onFound: (location: Found) => void }) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  const locate = async () => {
    setState({ kind: 'finding' });
    const { locateBuyer } = await import('../lib/locate-buyer');
    const location = await locateBuyer().catch((): BuyerLocation => ({ status: 'unavailable' }));
    if (location.status === 'found') {
      onFound(location);
      setState({ kind: 'done', message: foundText(location), failed: false, settings: false });
    } else if (location.status === 'denied') {
      const settings = location.telegramSettings;
      setState({ kind: 'done', message: settings ? t.deniedTelegram : t.denied, failed: true, settings });
    } else {
      setState({ kind: 'done', message: t.unavailable, failed: true, settings: false });
    }
  };

  return (
    <div className={styles.locator}>
      <button
        type="button"
        className={button({ tone: 'outline', size: 'sm' })}
        disabled={state.kind === 'finding'}
        onClick={() => void locate()}
      >
        {state.kind === 'finding' ? t.finding : t.find}
      </button>
      {state.kind === 'done' ? (
        <p role={state.failed ? 'alert' : 'status'} className={state.failed ? errorText : cartStyles.small}>
          {state.message}
        </p>
      ) : null}
      {state.kind === 'done' && state.settings ? (
        <button
          type="button"
          className={button({ tone: 'outline', size: 'sm' })}
          onClick={() => void openTelegramLocationSettings()}
        >
          {t.openSettings}
        </button>
      ) : null}
    </div>
  );
}
