import { shopLinkKind } from '@shop/core/rules';
import { useStoreSettings } from '../../../features/settings/api/get-store-settings';
import { formatAddress } from '../../../features/settings/defaults';
import { useFooterData } from '../../../features/settings/hooks/use-footer-data';
import type { StoreSettings } from '../../../features/settings/types';
import { contactPage as text } from '../../../shared/texts/ru-pages';
import { Page } from '../../layout/page';
import * as styles from './info.css';

const socialNames: Record<keyof StoreSettings['socialMedia'], string> = {
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  facebook: 'Facebook',
  max: 'MAX',
};

/** A handle or number from the settings as a link; full URLs are kept as they are. */
function socialHref(network: keyof StoreSettings['socialMedia'], value: string): string | null {
  // A link is followed only when it is one the shop may follow; a bare handle or number becomes one.
  if (/[:/\\]/.test(value)) return shopLinkKind(value) === 'https' ? value : null;
  const handle = value.replace(/^@/, '');
  if (network === 'telegram') return `https://t.me/${handle}`;
  if (network === 'whatsapp') return `https://wa.me/${handle.replace(/\D/g, '')}`;
  if (network === 'instagram') return `https://instagram.com/${handle}`;
  return null;
}

export function ContactPage() {
  const { settings } = useStoreSettings();
  const { pages } = useFooterData();
  const { phone, email, address, workingHours } = settings.contact;
  const addressText = formatAddress(address);
  const social = (
    Object.entries(settings.socialMedia) as [keyof StoreSettings['socialMedia'], string][]
  ).filter(([, value]) => value);
  const hasContacts = Boolean(
    phone || email || addressText || workingHours.weekdays || workingHours.weekends,
  );

  return (
    <Page title={pages.contact.title} breadcrumbs={[]}>
      <div className={styles.prose}>
        <p className={styles.intro}>{text.intro}</p>
        {hasContacts ? (
          <dl className={styles.details}>
            {phone ? (
              <>
                <dt className={styles.term}>{text.phone}</dt>
                <dd className={styles.definition}>
                  <a className={styles.link} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                    {phone}
                  </a>
                </dd>
              </>
            ) : null}
            {email ? (
              <>
                <dt className={styles.term}>{text.email}</dt>
                <dd className={styles.definition}>
                  <a className={styles.link} href={`mailto:${email}`}>
                    {email}
                  </a>
                </dd>
              </>
            ) : null}
            {addressText ? (
              <>
                <dt className={styles.term}>{text.address}</dt>
                <dd className={styles.definition}>{addressText}</dd>
              </>
            ) : null}
            {workingHours.weekdays || workingHours.weekends ? (
              <>
                <dt className={styles.term}>{text.hours}</dt>
                <dd className={styles.definition}>
                  {workingHours.weekdays ? <div>{`${text.weekdays}: ${workingHours.weekdays}`}</div> : null}
                  {workingHours.weekends ? <div>{`${text.weekends}: ${workingHours.weekends}`}</div> : null}
                </dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p>{text.noData}</p>
        )}
        {social.length > 0 ? (
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{text.social}</h2>
            <ul className={styles.list}>
              {social.map(([network, value]) => {
                const href = socialHref(network, value);
                return (
                  <li key={network}>
                    {socialNames[network]}:{' '}
                    {href ? (
                      <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
                        {value}
                      </a>
                    ) : (
                      value
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </div>
    </Page>
  );
}
