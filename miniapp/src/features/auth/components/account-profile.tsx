/**
 * The signed-in customer's profile on /account: name, email, phone and whether Telegram is linked, and the form
 * that changes the first three.
 */
import { useState } from 'react';
import { phoneText } from '../../../shared/lib/phone-text';
import { ruOrders } from '../../../shared/texts/ru-orders';
import * as styles from '../../../shared/ui/account-card.css';
import { button } from '../../../shared/ui/primitives.css';
import { isStaff, type User } from '../types';
import { ProfileForm } from './profile-form';

export function AccountProfile({
  user,
  lastOrderPhone,
}: {
  user: User;
  lastOrderPhone?: string | undefined;
}) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const rows: [string, string][] = [
    [ruOrders.account.name, user.name?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ')],
    [ruOrders.account.email, user.email || ruOrders.account.notSet],
    [ruOrders.account.phone, user.phone ? phoneText(user.phone) : ruOrders.account.notSet],
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
      {editing ? (
        <ProfileForm
          user={user}
          lastOrderPhone={lastOrderPhone}
          onDone={(done) => {
            setEditing(false);
            setSaved(done);
          }}
        />
      ) : (
        <>
          <dl className={styles.details}>
            {rows.map(([term, definition]) => (
              <div key={term} className={styles.row}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.definition}>{definition}</dd>
              </div>
            ))}
          </dl>
          {saved ? (
            <p className={styles.muted} role="status">
              {ruOrders.account.saved}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button
              type="button"
              className={button({ tone: 'outline' })}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {ruOrders.account.edit}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
