import { deliveryPaymentPage as text } from '../../../shared/texts/ru-pages';
import { Page } from '../../layout/page';
import { ProseSections } from './prose-sections';

export function DeliveryPaymentPage() {
  return (
    <Page title={text.title} breadcrumbs={[]}>
      <ProseSections sections={text.sections} />
    </Page>
  );
}
