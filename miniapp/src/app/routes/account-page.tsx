import { useNavigate } from 'react-router-dom';
import { logout, useAuth } from '../../features/auth/store/auth-store';
import { displayNameOf, firstNameOf } from '../../features/auth/types';
import { ru } from '../../shared/texts/ru';
import { button } from '../../shared/ui/primitives.css';
import { Page } from '../layout/page';
import * as styles from './pages.css';

/** Reached only through RequireAuth, so a user is present. */
export function AccountPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  const onLogout = async () => {
    await logout();
    navigate('/');
  };
  return (
    <Page title={ru.account.title} breadcrumbs={[]}>
      <div className={styles.confirmation}>
        <p>{ru.account.greeting(firstNameOf(user) ?? displayNameOf(user))}</p>
        {user.email ? (
          <p className={styles.muted}>
            {ru.account.email}: {user.email}
          </p>
        ) : null}
        <p className={styles.muted}>
          {ru.account.role}: {ru.account.roles[user.role] ?? user.role}
        </p>
        <p className={styles.muted}>{ru.account.ordersSoon}</p>
        <button type="button" className={button({ tone: 'outline' })} onClick={onLogout}>
          {ru.nav.logout}
        </button>
      </div>
    </Page>
  );
}
