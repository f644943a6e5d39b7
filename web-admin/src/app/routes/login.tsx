import { Navigate, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LoginForm } from '../../features/auth/components/login-form';
import type { LoginRedirectState } from '../../features/auth/components/require-staff';
import { authStore } from '../../features/auth/store/auth-store';
import { texts } from '../../lib/texts';
import { DocumentTitle } from '../../ui/document-title';
import { StatusMessage } from '../../ui/status-message';
import * as styles from './login.css';

function returnPath(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function LoginPage() {
  const { status } = useSnapshot(authStore);
  const location = useLocation();

  if (status === 'loading') return <StatusMessage>{texts.authLoading}</StatusMessage>;
  // Covers both a signed-in visitor and a fresh sign-in: back to where the guard sent them from, or the dashboard.
  if (status === 'authenticated') return <Navigate to={returnPath(location.state)} replace />;

  return (
    <main className={styles.page}>
      <DocumentTitle title={texts.login.title} />
      <div className={styles.card}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{texts.login.title}</h1>
          <p className={styles.subtitle}>{texts.login.subtitle}</p>
        </div>
        <LoginForm />
        <a className={styles.back} href="/">
          {texts.login.backToStore}
        </a>
      </div>
    </main>
  );
}
