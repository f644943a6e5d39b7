import { QueryState } from '../../../ui/query-state';
import { useTelegramSummary } from '../api/telegram';
import { telegramTexts as t } from '../telegram-texts';
import * as styles from './telegram.css';

const ORDER = ['pending', 'failed', 'sentToday', 'openPaymentProblems'] as const;
const ALARMING = new Set<string>(['failed', 'openPaymentProblems']);

/** The four counts at the top: waiting, not sent, sent in the last day, open payment problems. */
export function TelegramSummary() {
  const summary = useTelegramSummary();
  if (!summary.data) {
    return <QueryState isPending={summary.isPending} error={summary.error} retry={() => summary.refetch()} />;
  }
  const data = summary.data;
  return (
    <dl className={styles.figures} aria-label={t.summaryLabel}>
      {ORDER.map((key) => (
        <div key={key} className={ALARMING.has(key) && data[key] > 0 ? styles.figureAlert : styles.figure}>
          <dt className={styles.figureLabel}>{t.summary[key]}</dt>
          <dd className={styles.figureValue}>{data[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
