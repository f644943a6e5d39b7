import { useLocation } from 'react-router-dom';
import { ResetPasswordForm } from '../../features/auth/components/password-reset-forms';
import { ru } from '../../shared/texts/ru';
import { Page } from '../layout/page';
import * as styles from './pages.css';

/** Opened from the letter: the token travels in the fragment (#token=...), never sent to the server by the link. */
export function ResetPasswordPage() {
  const token = new URLSearchParams(useLocation().hash.slice(1)).get('token') ?? '';
  return (
    <Page title={ru.auth.resetTitle}>
      <div className={styles.narrow}>
        <ResetPasswordForm className={styles.form} token={token} />
      </div>
    </Page>
  );
}
