import { Link } from 'react-router-dom';
import { texts } from '../../lib/texts';
import { button } from '../../ui/button.css';
import { MessagePage } from '../../ui/status-message';

export function NotFoundPage() {
  return (
    <main>
      <MessagePage
        title={texts.notFound.title}
        text={texts.notFound.text}
        action={
          <Link className={button.primary} to="/dashboard">
            {texts.notFound.back}
          </Link>
        }
      />
    </main>
  );
}
