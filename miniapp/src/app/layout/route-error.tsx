import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { ru } from '../../shared/texts/ru';
import * as pageStyles from '../../shared/ui/page.css';
import { button, container } from '../../shared/ui/primitives.css';
import { EmptyState } from '../../shared/ui/states';

/**
 * Shown when a page fails to render or its code cannot be loaded (typically an old tab after a new release):
 * reloading fetches the current files.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const text = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : ru.common.errorOccurred;
  return (
    <div className={`${container} ${pageStyles.page}`}>
      <EmptyState title={ru.common.somethingWrong} text={text}>
        <button type="button" className={button()} onClick={() => window.location.reload()}>
          {ru.common.reload}
        </button>
        <Link to="/" reloadDocument>
          {ru.common.toHome}
        </Link>
      </EmptyState>
    </div>
  );
}
