import { ru } from '../../texts/ru';
import * as styles from './toast.css';
import { dismissToast, useToasts } from './toast-store';

/** The toast stack: announced politely, errors assertively. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <section className={styles.region} aria-label={ru.common.notifications}>
      <ol className={styles.list}>
        {toasts.map((item) => (
          <li
            key={item.id}
            className={styles.toast({ type: item.type })}
            role={item.type === 'error' ? 'alert' : 'status'}
          >
            <div className={styles.body}>
              <p className={styles.title}>{item.title}</p>
              {item.description ? <p className={styles.description}>{item.description}</p> : null}
            </div>
            <button
              type="button"
              className={styles.close}
              aria-label={ru.common.close}
              onClick={() => dismissToast(item.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
