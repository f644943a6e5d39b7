/** Email to buyers through SMTP (nodemailer), configured by SMTP_URL and MAIL_FROM; absent without them. */

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same letter as simple HTML, sent beside the text. */
  html?: string | undefined;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A mailer sending through the SMTP server of `smtpUrl` (smtp://user:pass@host:587, smtps://... for TLS). */
export function smtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  // nodemailer (about 14 MiB resident) is loaded only by a shop that sends mail.
  const transport = import('nodemailer').then(({ createTransport }) => createTransport(options.smtpUrl));
  return {
    async send(message) {
      await (await transport).sendMail({ from: options.from, ...message });
    },
    close: () => void transport.then((ready) => ready.close()),
  };
}
