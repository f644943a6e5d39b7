import { Link } from 'react-router-dom';
import { ru } from '../../shared/texts/ru';
import { button } from '../../shared/ui/primitives.css';
import { EmptyState } from '../../shared/ui/states';
import { Page } from '../layout/page';

export function NotFoundPage() {
  return (
    <Page title={ru.notFound.title}>
      <EmptyState title="404" text={ru.notFound.text}>
        <Link to="/" className={button()}>
          {ru.common.toHome}
        </Link>
      </EmptyState>
    </Page>
  );
}
