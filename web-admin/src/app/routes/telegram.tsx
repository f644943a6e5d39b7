import { FailedMessages } from '../../features/telegram/components/failed-messages';
import { PaymentProblems } from '../../features/telegram/components/payment-problems';
import { TelegramSummary } from '../../features/telegram/components/telegram-summary';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';

/** The Telegram channel for staff: the counts, payment problems to settle, messages to send again. */
export function TelegramPage() {
  return (
    <AdminPage title={texts.sections.telegram.title} description={texts.sections.telegram.description}>
      <TelegramSummary />
      <PaymentProblems />
      <FailedMessages />
    </AdminPage>
  );
}
