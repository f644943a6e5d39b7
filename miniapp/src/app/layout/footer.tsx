/**
 * The footer in the spec's three variants; the messenger one is chosen automatically inside the mini-app. The
 * default and messenger variants offer the quick order through a messenger; the minimal one stays a single line.
 */
import { shopDayOf } from '@shop/core/rules';
import { Link } from 'react-router-dom';
import { QuickOrder } from '../../features/quick-order/components/quick-order';
import { useStoreSettings } from '../../features/settings/api/get-store-settings';
import { formatAddress } from '../../features/settings/defaults';
import type { StoreSettings } from '../../features/settings/types';
import { useIsMiniApp } from '../../features/telegram/store/app-mode-store';
import { ru } from '../../shared/texts/ru';
import { container } from '../../shared/ui/primitives.css';
import * as styles from './footer.css';

export type FooterVariant = 'default' | 'minimal' | 'messenger';

const contactLink = { to: '/contact', label: ru.nav.contact };

const shopLinks = [
  { to: '/', label: ru.nav.home },
  { to: '/products', label: ru.nav.catalog },
  { to: '/about', label: ru.nav.about },
];

const customerLinks = [
  { to: '/delivery-payment', label: ru.nav.deliveryPayment },
  { to: '/returns-exchange', label: ru.nav.returnsExchange },
  { to: '/size-chart', label: ru.nav.sizeChart },
  { to: '/privacy-policy', label: ru.nav.privacyPolicy },
];

export function Footer({ variant }: { variant?: FooterVariant }) {
  const isMiniApp = useIsMiniApp();
  const { settings } = useStoreSettings();
  const chosen: FooterVariant = isMiniApp ? 'messenger' : (variant ?? 'default');
  const copyright = ru.footer.copyright(settings.storeName, Number(shopDayOf(Date.now()).slice(0, 4)));

  if (chosen === 'minimal') {
    return (
      <footer className={styles.footer}>
        <div className={`${container} ${styles.minimal}`}>
          <span>{copyright}</span>
          <nav aria-label={ru.footer.footerNav}>
            <LinkList
              links={[...shopLinks.slice(0, 2), ...customerLinks.slice(3)]}
              className={styles.inlineList}
            />
          </nav>
        </div>
      </footer>
    );
  }

  if (chosen === 'messenger') {
    return (
      <footer className={styles.footer}>
        <div className={container}>
          <QuickOrder />
          <div className={styles.messenger}>
            <p className={styles.brandName}>{settings.storeName}</p>
            <nav aria-label={ru.footer.footerNav}>
              <LinkList
                links={[...shopLinks, contactLink, ...customerLinks]}
                className={styles.messengerLinks}
              />
            </nav>
            {settings.contact.phone ? (
              <a href={`tel:${settings.contact.phone.replace(/[^\d+]/g, '')}`} className={styles.link}>
                {settings.contact.phone}
              </a>
            ) : null}
            <p className={styles.muted}>{copyright}</p>
          </div>
        </div>
      </footer>
    );
  }

  return (
    <footer className={styles.footer}>
      <div className={container}>
        <QuickOrder />
        <div className={styles.grid}>
          <div className={styles.brand}>
            <p className={styles.brandName}>{settings.storeName}</p>
            <p className={styles.muted}>{settings.storeDescription}</p>
          </div>
          <nav aria-label={ru.footer.shop}>
            <h2 className={styles.heading}>{ru.footer.shop}</h2>
            <LinkList links={shopLinks} />
          </nav>
          <nav aria-label={ru.footer.customers}>
            <h2 className={styles.heading}>{ru.footer.customers}</h2>
            <LinkList links={customerLinks} />
          </nav>
          <FooterContacts settings={settings} />
        </div>
        <div className={styles.bottom}>
          <span>{copyright}</span>
        </div>
      </div>
    </footer>
  );
}

function LinkList({
  links,
  className = styles.list,
}: {
  links: { to: string; label: string }[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={styles.link}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function FooterContacts({ settings }: { settings: StoreSettings }) {
  const { phone, email, address, workingHours } = settings.contact;
  const addressText = formatAddress(address);
  return (
    <div className={styles.contactsColumn}>
      <h2 className={styles.heading}>
        <Link to={contactLink.to} className={styles.link}>
          {contactLink.label}
        </Link>
      </h2>
      <address className={styles.contacts}>
        {phone ? (
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={styles.link}>
            {phone}
          </a>
        ) : null}
        {email ? (
          <a href={`mailto:${email}`} className={styles.link}>
            {email}
          </a>
        ) : null}
        {addressText ? <span className={styles.muted}>{addressText}</span> : null}
        {workingHours.weekdays ? <span className={styles.muted}>{workingHours.weekdays}</span> : null}
      </address>
    </div>
  );
}
