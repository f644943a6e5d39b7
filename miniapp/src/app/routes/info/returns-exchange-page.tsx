import { useFooterData } from '../../../features/settings/hooks/use-footer-data';
import { returnsExchangePage as text } from '../../../shared/texts/ru-pages';
import { Page } from '../../layout/page';
import * as styles from './info.css';

/** The returns period, refund time and rules as staff set them in the store settings. */
export function ReturnsExchangePage() {
  const { pages, returns } = useFooterData();
  return (
    <Page title={pages.returnsExchange.title} breadcrumbs={[]}>
      <div className={styles.prose}>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{text.terms}</h2>
          <p>{text.period(returns.periodDays)}</p>
          {returns.refundPeriod ? <p>{text.refund(returns.refundPeriod)}</p> : null}
        </section>
        {returns.rules.length > 0 ? (
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{text.rules}</h2>
            <ul className={styles.list}>
              {returns.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{text.howTo}</h2>
          <p>{text.howToText}</p>
        </section>
      </div>
    </Page>
  );
}
