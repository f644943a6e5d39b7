/**
 * The promocode showcase (SPEC 2, 5): manual or scored selection, tier badges, usage count, a countdown that
 * refreshes every 60 s and says 'Истёк' when past, and copy with a 2 s success state and a copy event.
 */
import { EXPIRED_LABEL, expiryCountdown, formatPrice, pluralize, selectPromocodes } from '@shop/core/rules';
import { useEffect, useState } from 'react';
import { client, unwrap } from '../../../shared/api/shop-client';
import { useTakingOverDrawnPage } from '../../../shared/lib/drawn-page';
import { ru } from '../../../shared/texts/ru';
import { button } from '../../../shared/ui/primitives.css';
import { EmptyState } from '../../../shared/ui/states';
import type { Promocode } from '../types';
import { HomeSection } from './home-section';
import * as styles from './promocode-showcase-section.css';
import type { SectionProps } from './section-props';

export const COUNTDOWN_REFRESH_MS = 60_000;
export const COPY_CONFIRMATION_MS = 2000;

function useNow(interval: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), interval);
    return () => clearInterval(timer);
  }, [interval]);
  return now;
}

export function PromocodeShowcaseSection({ section, home, retry }: SectionProps) {
  const showcase = home.homeConfig.promocodeShowcase;
  const now = useNow(COUNTDOWN_REFRESH_MS);
  if (!showcase.isEnabled) return null;
  const { displaySettings, uiCustomization } = showcase;
  const manualOrder = showcase.promocodeIds;
  const ordered =
    showcase.selectionMode === 'manual' && manualOrder.length > 0
      ? manualOrder
          .map((id) => home.promocodes.find((promocode) => promocode._id === id))
          .filter((promocode): promocode is Promocode => promocode !== undefined)
      : home.promocodes;
  const promocodes = selectPromocodes(
    ordered,
    {
      selectionMode: showcase.selectionMode,
      maxPromocodes: displaySettings.maxPromocodes,
      criteria: showcase.autoSelectCriteria,
    },
    now,
  );
  const error = home.errors.promocodes;
  if (!error && promocodes.length === 0) return null;

  return (
    <HomeSection
      section={{
        ...section,
        title: showcase.title || section.title,
        settings: {
          ...section.settings,
          backgroundColor: section.settings.backgroundColor ?? uiCustomization.backgroundColor,
        },
      }}
    >
      {showcase.subtitle ? <p className={styles.subtitle}>{showcase.subtitle}</p> : null}
      {error ? (
        <EmptyState title={ru.home.promocodesError} text={error}>
          <button type="button" className={button()} onClick={retry}>
            {ru.common.retry}
          </button>
        </EmptyState>
      ) : (
        <ul className={styles.grid({ layout: displaySettings.layout === '4-grid' ? 'four' : 'three' })}>
          {promocodes.map((promocode) => (
            <li key={promocode._id}>
              <PromocodeCard promocode={promocode} now={now} showcase={showcase} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

function discountText(promocode: Promocode): string {
  if (promocode.discountType === 'percentage') return `−${promocode.discountValue}%`;
  if (promocode.discountType === 'free_shipping') return ru.home.freeShipping;
  return `−${formatPrice(promocode.discountValue)}`;
}

function PromocodeCard({
  promocode,
  now,
  showcase,
}: {
  promocode: Promocode;
  now: Date;
  showcase: SectionProps['home']['homeConfig']['promocodeShowcase'];
}) {
  const [copied, setCopied] = useState(false);
  const { displaySettings, uiCustomization } = showcase;
  // The server's drawing of the page is kept for a while, so its countdown would not match the time now: the
  // countdown shows once the page is taken over.
  const takingOver = useTakingOverDrawnPage();
  const countdown = promocode.validUntil && !takingOver ? expiryCountdown(promocode.validUntil, now) : null;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(promocode.code);
    } catch {
      // Clipboard refused (permissions, old webview): the code is on screen to copy by hand.
    }
    setCopied(true);
    // Fire-and-forget: a failed count must not bother the customer.
    unwrap(
      client.api.promocodes[':code'].copy.$post({ param: { code: encodeURIComponent(promocode.code) } }),
    ).catch(() => undefined);
  };

  return (
    <article className={styles.card} style={{ borderColor: uiCustomization.accentColor }}>
      <div className={styles.top}>
        <p className={styles.value} style={{ color: uiCustomization.accentColor }}>
          {discountText(promocode)}
        </p>
        {displaySettings.showTierBadges && promocode.tier !== 'standard' ? (
          <span className={styles.tier({ tier: promocode.tier === 'vip' ? 'vip' : 'premium' })}>
            {ru.home.tiers[promocode.tier] ?? promocode.tier}
          </span>
        ) : null}
      </div>
      {promocode.description ? <p className={styles.description}>{promocode.description}</p> : null}
      <div className={styles.meta}>
        {promocode.minOrderValue > 0 ? (
          <span>{ru.home.minOrder(formatPrice(promocode.minOrderValue))}</span>
        ) : null}
        {displaySettings.showUsageCount ? (
          <span>{ru.home.used(pluralize(promocode.usageCount, 'time'))}</span>
        ) : null}
        {displaySettings.showExpiryCountdown && countdown ? (
          <span className={countdown === EXPIRED_LABEL ? styles.expired : undefined}>
            {countdown === EXPIRED_LABEL ? EXPIRED_LABEL : ru.home.expiresIn(countdown)}
          </span>
        ) : null}
      </div>
      <div className={styles.codeRow}>
        <code className={styles.code}>{promocode.code}</code>
        <button
          type="button"
          className={styles.copy}
          style={{ backgroundColor: uiCustomization.accentColor }}
          aria-label={copied ? uiCustomization.copySuccessText : ru.home.copyCode(promocode.code)}
          onClick={copy}
        >
          <span aria-live="polite">
            {copied ? uiCustomization.copySuccessText : uiCustomization.copyButtonText}
          </span>
        </button>
      </div>
    </article>
  );
}
