/**
 * Letters to buyers that a change owes (an order's confirmation, its shipping or cancelling, a refund told to a buyer without Telegram): enqueued in the change's own
 * transaction, sent here, tried again by the job runner when the SMTP server fails.
 */
import type { Mailer } from '../mail/mailer';
import type { JobHandler } from './job-runner';

export const BUYER_MAIL_JOB = 'mail.buyer';

export function buyerMailHandler(mailer: Mailer | undefined): JobHandler {
  return async (job) => {
    // Enqueued only while mail was on; a restart without SMTP leaves nothing to send it with.
    if (!mailer) return;
    const { to, subject, text, html } = job.payload as {
      to: string;
      subject: string;
      text: string;
      html?: string;
    };
    await mailer.send({ to, subject, text, html });
  };
}
