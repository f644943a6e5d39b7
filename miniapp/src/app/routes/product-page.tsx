import { useParams } from 'react-router-dom';
import { ru } from '../../shared/texts/ru';
import { PRODUCT_PLACEHOLDER } from '../../shared/ui/placeholder';
import { EmptyState } from '../../shared/ui/states';
import { Page } from '../layout/page';
import * as styles from './pages.css';

/** Product detail frame; photos, prices, variants and the buy buttons arrive with the product feature. */
export function ProductPage() {
  const { id = '' } = useParams();
  return (
    <Page title={ru.product.title} breadcrumbs={[{ label: ru.catalog.title, to: '/products' }]}>
      <div className={styles.productLayout}>
        <img className={styles.productImage} src={PRODUCT_PLACEHOLDER} alt={ru.product.noPhoto} />
        <EmptyState title={ru.product.detailSoon} text={ru.product.detailSoonHint(id)} />
      </div>
    </Page>
  );
}
