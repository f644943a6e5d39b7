import { useCashCommissionPercent } from '../../../features/checkout/api/payment-terms';
import { useFooterData } from '../../../features/settings/hooks/use-footer-data';
import { deliveryPaymentPage as text } from '../../../shared/texts/ru-pages';
import { LoadingState } from '../../../shared/ui/states';
import { Page } from '../../layout/page';
import * as styles from './info.css';
import { useShippingOverview } from './use-shipping-overview';

/** Shipping as checkout offers it (the shop's methods) and payment as staff describe it in the store settings. */
export function DeliveryPaymentPage() {
  const footerData = useFooterData();
  const methods = useShippingOverview();
  const commission = useCashCommissionPercent();
  const takesCash = footerData.paymentMethods.some((method) => method.id === 'cash');
  return (
    <Page title={footerData.pages.deliveryPayment.title} breadcrumbs={[]}>
      <div className={styles.prose}>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{text.shipping}</h2>
          {methods ? (
            <ul className={styles.list}>
              {methods.map((method) => (
                <li key={method.id}>
                  {text.method(method)}
                  {method.estimatedDays ? ` ${text.estimatedDays(method.estimatedDays)}` : null}
                  {method.description ? <div className={styles.note}>{method.description}</div> : null}
                </li>
              ))}
            </ul>
          ) : (
            <LoadingState text={text.loading} />
          )}
          {text.shippingNotes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </section>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{text.payment}</h2>
          <ul className={styles.list}>
            {footerData.paymentMethods.map((method) => (
              <li key={method.id}>
                {method.name}
                {method.description ? <div className={styles.note}>{method.description}</div> : null}
              </li>
            ))}
          </ul>
          {takesCash && commission > 0 ? <p>{text.cashCommission(commission)}</p> : null}
        </section>
      </div>
    </Page>
  );
}
