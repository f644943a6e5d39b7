/**
 * The banner carousel (SPEC 2): loops by cloning the last slide before the first and the first after the last,
 * snapping back without animation 500 ms after landing on a clone; autoplay pauses on hover or focus and
 * resumes on leave; a single banner shows without controls; nothing shows when disabled or without banners.
 */
import { activeBanners, BANNER_IMAGE_SIZES, imageSrcSet } from '@shop/core/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ru } from '../../../shared/texts/ru';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/ui/icons';
import { ShopLink } from '../../../shared/ui/shop-link';
import { HomeSection } from './home-section';
import * as styles from './scroll-banner-section.css';
import type { SectionProps } from './section-props';

const BANNER_SNAP_DELAY = 500;

type Banner = SectionProps['home']['homeConfig']['scrollBanner']['banners'][number];

export function ScrollBannerSection({ section, home }: SectionProps) {
  const config = home.homeConfig.scrollBanner;
  const banners = activeBanners(config.banners);
  if (!config.isEnabled || banners.length === 0) return null;
  return (
    <HomeSection section={{ ...section, title: '' }}>
      {banners.length === 1 && banners[0] ? (
        <div className={styles.viewport}>
          <Slide banner={banners[0]} eager />
        </div>
      ) : (
        <Carousel banners={banners} config={config} />
      )}
    </HomeSection>
  );
}

function Carousel({
  banners,
  config,
}: {
  banners: Banner[];
  config: SectionProps['home']['homeConfig']['scrollBanner'];
}) {
  const count = banners.length;
  const infinite = config.infinite;
  const slides = infinite ? [banners[count - 1], ...banners, banners[0]] : banners;
  const first = infinite ? 1 : 0;
  const [index, setIndex] = useState(first);
  const [animate, setAnimate] = useState(true);
  const [paused, setPaused] = useState(false);
  const snapTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const go = useCallback(
    (next: number) => {
      setAnimate(true);
      setIndex(infinite ? next : (next + count) % count);
    },
    [infinite, count],
  );

  // Landed on a clone: after the slide animation, jump to the real slide it stands for.
  useEffect(() => {
    if (!infinite || (index !== 0 && index !== count + 1)) return;
    snapTimer.current = setTimeout(() => {
      setAnimate(false);
      setIndex(index === 0 ? count : 1);
    }, BANNER_SNAP_DELAY);
    return () => {
      if (snapTimer.current) clearTimeout(snapTimer.current);
    };
  }, [index, infinite, count]);

  useEffect(() => {
    if (!config.autoPlay || paused) return;
    const timer = setInterval(() => go(index + 1), config.autoPlayDelay);
    return () => clearInterval(timer);
  }, [config.autoPlay, config.autoPlayDelay, paused, index, go]);

  const current = infinite ? (index - 1 + count) % count : index;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={ru.home.banners}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.viewport}>
        <div
          className={styles.track}
          style={{
            transform: `translateX(-${index * 100}%)`,
            transition: animate ? `transform ${BANNER_SNAP_DELAY - 50}ms ease` : 'none',
          }}
          data-testid="banner-track"
        >
          {slides.map((banner, position) => {
            const clone = infinite && (position === 0 || position === slides.length - 1);
            const visible = position === index;
            return banner ? (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: clones share their banner's id
                key={`${banner.id}-${position}`}
                className={styles.slideWrap}
                aria-hidden={!visible || clone ? true : undefined}
                inert={!visible}
                data-clone={clone ? 'true' : undefined}
              >
                <Slide banner={banner} eager={position === first} />
              </div>
            ) : null;
          })}
        </div>
      </div>
      {config.showArrows ? (
        <>
          <button
            type="button"
            className={styles.arrow({ side: 'left' })}
            aria-label={ru.home.previousSlide}
            onClick={() => go(index - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={styles.arrow({ side: 'right' })}
            aria-label={ru.home.nextSlide}
            onClick={() => go(index + 1)}
          >
            <ChevronRightIcon />
          </button>
        </>
      ) : null}
      {config.showDots ? (
        <div className={styles.dots}>
          {banners.map((banner, position) => (
            <button
              key={banner.id}
              type="button"
              className={styles.dot}
              aria-label={ru.home.goToSlide(position + 1)}
              aria-current={position === current ? 'true' : undefined}
              onClick={() => go(infinite ? position + 1 : position)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

function Slide({ banner, eager }: { banner: Banner; eager: boolean }) {
  const [vertical = 'middle', horizontal = 'center'] = banner.textPosition.split('-');
  return (
    <div
      className={styles.slide}
      style={{ backgroundColor: banner.backgroundColor, color: banner.textColor }}
    >
      {banner.media.url ? (
        banner.media.type === 'video' ? (
          <video className={styles.media} src={banner.media.url} autoPlay muted loop playsInline />
        ) : (
          <img
            className={styles.media}
            src={banner.media.url}
            srcSet={imageSrcSet(banner.media.url)}
            sizes={BANNER_IMAGE_SIZES}
            alt=""
            width={1600}
            height={640}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
          />
        )
      ) : null}
      <div className={styles.overlay} style={{ opacity: banner.overlayOpacity }} />
      <div
        className={styles.content}
        style={{
          alignItems: vertical === 'top' ? 'flex-start' : vertical === 'bottom' ? 'flex-end' : 'center',
          justifyContent:
            horizontal === 'left' ? 'flex-start' : horizontal === 'right' ? 'flex-end' : 'center',
          textAlign: banner.textAlignment,
        }}
      >
        <div className={styles.text}>
          {banner.title ? <p className={styles.title}>{banner.title}</p> : null}
          {banner.subtitle ? <p className={styles.subtitle}>{banner.subtitle}</p> : null}
          {banner.buttonText && banner.buttonLink ? (
            <ShopLink to={banner.buttonLink} className={styles.cta}>
              {banner.buttonText}
            </ShopLink>
          ) : null}
        </div>
      </div>
    </div>
  );
}
