import { AccountProfile } from '../../features/auth/components/account-profile';
import { useAuth } from '../../features/auth/store/auth-store';
import { displayNameOf, firstNameOf, isStaff } from '../../features/auth/types';
import { useLogout } from '../../features/auth/use-logout';
import { MySizesSection } from '../../features/my-sizes';
import { useMyOrders } from '../../features/orders/api/order-calls';
import { MyOrders } from '../../features/orders/components/my-orders';
import { InviteFriend } from '../../features/referrals/components/invite-friend';
import { ru } from '../../shared/texts/ru';
import { ruOrders } from '../../shared/texts/ru-orders';
import * as styles from '../../shared/ui/account-card.css';
import { button } from '../../shared/ui/primitives.css';
import { Page } from '../layout/page';

/** Reached only through RequireAuth, so a user is present. */
export function AccountPage() {
  const { user } = useAuth();
  const onLogout = useLogout();
  // The same query as the list below: the newest order's phone is offered when the profile has none.
  const orders = useMyOrders(true);
  if (!user) return null;
  const lastOrderPhone = orders.data?.orders[0]?.customer.phone;
  return (
    <Page title={ruOrders.account.title} breadcrumbs={[]}>
      <div className={styles.layout}>
        <p className={styles.muted}>{ruOrders.account.greeting(firstNameOf(user) ?? displayNameOf(user))}</p>
        <AccountProfile user={user} lastOrderPhone={lastOrderPhone} />
        <MySizesSection />
        <InviteFriend />
        <section className={styles.card} aria-labelledby="account-orders-title">
          <h2 id="account-orders-title" className={styles.cardTitle}>
            {ruOrders.account.orders}
          </h2>
          <MyOrders />
        </section>
        <div className={styles.actions}>
          {isStaff(user) ? (
            <a href="/admin/dashboard" className={button({ tone: 'outline' })}>
              {ruOrders.account.adminPanel}
            </a>
          ) : null}
          <button type="button" className={button({ tone: 'outline' })} onClick={onLogout}>
            {ru.nav.logout}
          </button>
        </div>
      </div>
    </Page>
  );
}
