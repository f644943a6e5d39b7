import { Link, Navigate, useNavigate } from 'react-router-dom';
import { LoginForm } from '../../features/auth/components/auth-forms';
import { useAuth } from '../../features/auth/store/auth-store';
import { ru } from '../../shared/texts/ru';
import { textLink } from '../../shared/ui/primitives.css';
import { LoadingState } from '../../shared/ui/states';
import { Page } from '../layout/page';
import * as styles from './pages.css';
import { useReturnPath } from './return-path';

export function AuthPage() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const returnPath = useReturnPath();

  if (status === 'authenticated') return <Navigate to={returnPath} replace />;
  return (
    <Page title={ru.auth.loginTitle}>
      <div className={styles.narrow}>
        {status === 'loading' ? (
          <LoadingState text={ru.auth.checking} />
        ) : (
          <>
            <LoginForm className={styles.form} onSignedIn={() => navigate(returnPath, { replace: true })} />
            <p className={styles.formFooter}>
              <Link to="/forgot-password" className={textLink}>
                {ru.auth.forgotPassword}
              </Link>
            </p>
            <p className={styles.formFooter}>
              {ru.auth.noAccount}
              <Link to="/create-account" state={{ from: returnPath }} className={textLink}>
                {ru.auth.createAccount}
              </Link>
            </p>
          </>
        )}
      </div>
    </Page>
  );
}
