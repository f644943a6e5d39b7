/**
 * A real SMTP server on 127.0.0.1 (npm smtp-server) on a free port, keeping every letter the shop sends, so tests
 * read the mail as it went out rather than what a stub was handed.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  from: string;
  headers: string;
  /** The text body (a multipart letter's text/plain part), its transfer encoding undone. */
  text: string;
  /** A multipart letter's text/html part, decoded likewise; empty when the letter has none. */
  html: string;
}

export interface SmtpInbox {
  url: string;
  mails: ReceivedMail[];
  /** The first letter to `to` not taken yet, waiting for it up to `timeoutMs`. */
  nextTo(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** The next `count` letters are refused with a temporary error (451), as a busy server answers. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const taken = new Map<string, number>();
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        const { headers, body } = splitPart(Buffer.concat(chunks).toString('utf8'));
        const parts = partsOf(headers, body);
        const partOf = (type: string) => parts.find((part) => contentType(part.headers) === type);
        const text = partOf('text/plain') ?? parts[0];
        const html = partOf('text/html');
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          headers,
          text: text ? decodeBody(text.headers, text.body) : '',
          html: html ? decodeBody(html.headers, html.body) : '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async nextTo(to, timeoutMs = 5000) {
      const seen = taken.get(to) ?? 0;
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.filter((mail) => mail.to.includes(to))[seen];
        if (found) {
          taken.set(to, seen + 1);
          return found;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no letter to ${to} within ${timeoutMs} ms`);
    },
    refuseNext(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function splitPart(raw: string): { headers: string; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  return { headers: raw.slice(0, split), body: raw.slice(split + 4) };
}

const contentType = (headers: string) =>
  /^content-type:\s*([^;\s]+)/im.exec(headers)?.[1]?.toLowerCase() ?? 'text/plain';

/** The leaf parts of a letter: itself, or each part of a multipart body (nodemailer's text and html). */
function partsOf(headers: string, body: string): { headers: string; body: string }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!contentType(headers).startsWith('multipart/') || !boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => {
      const inner = splitPart(part.replace(/^\r\n/, ''));
      return partsOf(inner.headers, inner.body.replace(/\r\n$/, ''));
    });
}

function decodeBody(headers: string, body: string): string {
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
