/** «Мои размеры» on a page of its own: for guests, and where Telegram's settings button leads. */
import { MySizesSection } from '../../features/my-sizes';
import { ruSizes } from '../../shared/texts/ru-sizes';
import * as styles from '../../shared/ui/account-card.css';
import { Page } from '../layout/page';

export function MySizesPage() {
  return (
    <Page title={ruSizes.mine.title} breadcrumbs={[]}>
      <div className={styles.layout}>
        <MySizesSection titled={false} />
      </div>
    </Page>
  );
}
