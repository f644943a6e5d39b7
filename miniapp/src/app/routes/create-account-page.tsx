import { Link, Navigate, useNavigate } from 'react-router-dom';
import { RegisterForm } from '../../features/auth/components/auth-forms';
import { useAuth } from '../../features/auth/store/auth-store';
import { ru } from '../../shared/texts/ru';
import { textLink } from '../../shared/ui/primitives.css';
import { Page } from '../layout/page';
import * as styles from './pages.css';
import { useReturnPath } from './return-path';

export function CreateAccountPage() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  if (status === 'authenticated') return <Navigate to={returnPath} replace />;
  return (
    <Page title={ru.auth.registerTitle}>
      <div className={styles.narrow}>
        <RegisterForm className={styles.form} onSignedIn={() => navigate(returnPath, { replace: true })} />
        <p className={styles.formFooter}>
          {ru.auth.haveAccount}
          <Link to="/auth" state={{ from: returnPath }} className={textLink}>
            {ru.auth.submitLogin}
          </Link>
        </p>
      </div>
    </Page>
  );
}
