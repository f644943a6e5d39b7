import { Link } from 'react-router-dom';
import * as form from '../../../ui/form.css';
import { useTelegramSummary } from '../api/telegram';
import { telegramTexts as t } from '../telegram-texts';

/** A line on the dashboard while payments wait for staff to settle them; nothing otherwise. */
export function PaymentProblemsAlert() {
  const summary = useTelegramSummary();
  const count = summary.data?.openPaymentProblems ?? 0;
  if (count === 0) return null;
  return (
    <p className={form.formError}>
      <Link to="/telegram">{t.dashboardProblems(count)}</Link>
    </p>
  );
}
