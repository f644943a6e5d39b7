import { ProductSearch } from '../../features/search/components/product-search';
import { ru } from '../../shared/texts/ru';
import { Page } from '../layout/page';

/** The query lives in the URL (?q=), so a search can be shared and the back button restores it. */
export function SearchPage() {
  return (
    <Page title={ru.search.title} breadcrumbs={[]}>
      <ProductSearch />
    </Page>
  );
}
