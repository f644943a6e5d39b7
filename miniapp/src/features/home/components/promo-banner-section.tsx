/** Promo banners (SPEC 2): active and not expired; one alone, two side by side (stacked on phones), else none. */

import { shopDateFormat } from '@shop/core/rules';
import { ru } from '../../../shared/texts/ru';
import { ShopLink } from '../../../shared/ui/shop-link';
import { HomeSection } from './home-section';
import * as styles from './promo-banner-section.css';
import type { SectionProps } from './section-props';

// The shop's day, not the device's: a banner ends with the shop's day, and the server draws the page in its zone.
const dateFormat = shopDateFormat({ day: 'numeric', month: 'long' });

export function visiblePromoBanners<
  T extends { isActive: boolean; validUntil: string | null; order: number },
>(banners: readonly T[], now = new Date()): T[] {
  const live = banners
    .filter((banner) => banner.isActive && (!banner.validUntil || new Date(banner.validUntil) > now))
    .sort((a, b) => a.order - b.order);
  return live.length === 1 || live.length === 2 ? live : [];
}

export function PromoBannerSection({ section, home }: SectionProps) {
  const { promo } = home.homeConfig;
  const banners = promo.isEnabled ? visiblePromoBanners(promo.banners) : [];
  if (banners.length === 0) return null;
  return (
    <HomeSection section={{ ...section, title: '' }}>
      <div className={styles.grid({ count: banners.length as 1 | 2 })}>
        {banners.map((banner) => (
          <article
            key={banner.id}
            className={styles.banner}
            style={{
              backgroundColor: banner.backgroundColor,
              color: banner.textColor,
              backgroundImage: banner.backgroundImage ? `url(${banner.backgroundImage})` : undefined,
            }}
          >
            {banner.discount ? <p className={styles.discount}>{banner.discount}</p> : null}
            <h3 className={styles.title}>{banner.title}</h3>
            {banner.description ? <p className={styles.description}>{banner.description}</p> : null}
            {banner.validUntil ? (
              <p className={styles.until}>
                {ru.home.promoUntil(dateFormat.format(new Date(banner.validUntil)))}
              </p>
            ) : null}
            {banner.buttonText && banner.buttonLink ? (
              <ShopLink to={banner.buttonLink} className={styles.cta}>
                {banner.buttonText}
              </ShopLink>
            ) : null}
          </article>
        ))}
      </div>
    </HomeSection>
  );
}
