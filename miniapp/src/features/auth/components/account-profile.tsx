/** The signed-in customer's profile on /account: name, email, phone and whether Telegram is linked. */
import { ruOrders } from '../../../shared/texts/ru-orders';
import { isStaff, type User } from '../types';
import * as styles from './account-profile.css';

export function AccountProfile({ user }: { user: User }) {
  const rows: [string, string][] = [
    [ruOrders.account.name, user.name?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ')],
    [ruOrders.account.email, user.email || ruOrders.account.notSet],
    [ruOrders.account.phone, user.phone ? formatPhone(user.phone) : ruOrders.account.notSet],
    [
      ruOrders.account.telegram,
      user.telegramLinked
        ? ruOrders.account.telegramLinked(user.telegramUsername ?? null)
        : ruOrders.account.telegramNotLinked,
    ],
  ];
  if (isStaff(user)) rows.push([ruOrders.account.role, ruOrders.account.roles[user.role] ?? user.role]);
  return (
    <section className={styles.card} aria-labelledby="account-profile-title">
      <h2 id="account-profile-title" className={styles.cardTitle}>
        {ruOrders.account.profile}
      </h2>
      <dl className={styles.details}>
        {rows.map(([term, definition]) => (
          <div key={term} className={styles.row}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.definition}>{definition}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** 79161234567 -> +7 916 123-45-67; other lengths are shown with a plus only. */
function formatPhone(digits: string): string {
  const match = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return match ? `+7 ${match[1]} ${match[2]}-${match[3]}-${match[4]}` : `+${digits}`;
}
