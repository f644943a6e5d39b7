import { useRouteError } from 'react-router-dom';
import { texts } from '../../lib/texts';
import { button } from '../../ui/button.css';
import { MessagePage } from '../../ui/status-message';

/** Shown when a page throws or its code cannot be loaded (say, after a deploy replaced the chunks). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <main>
      <MessagePage
        title={texts.routeError.title}
        text={texts.routeError.text}
        action={
          <button className={button.primary} type="button" onClick={() => window.location.reload()}>
            {texts.routeError.reload}
          </button>
        }
      />
    </main>
  );
}
