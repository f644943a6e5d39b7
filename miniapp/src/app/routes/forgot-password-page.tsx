import { ForgotPasswordForm } from '../../features/auth/components/password-reset-forms';
import { ru } from '../../shared/texts/ru';
import { Page } from '../layout/page';
import * as styles from './pages.css';

export function ForgotPasswordPage() {
  return (
    <Page title={ru.auth.forgotTitle}>
      <div className={styles.narrow}>
        <ForgotPasswordForm className={styles.form} />
      </div>
    </Page>
  );
}
