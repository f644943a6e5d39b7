import { errorMessage } from '@shop/api/client';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/shop-dates';
import { texts } from '../../../lib/texts';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import * as table from '../../../ui/table.css';
import { type FailedMessage, useFailedMessages, useResendMessage } from '../api/telegram';
import { telegramTexts } from '../telegram-texts';
import * as styles from './telegram.css';
import { TelegramList } from './telegram-list';

const t = telegramTexts.messages;
const SHORT = 120;

/** Messages Telegram refused or that ran out of tries, with Telegram's reason and a way to send each again. */
export function FailedMessages() {
  const [page, setPage] = useState(1);
  const list = useFailedMessages(page);
  const resend = useResendMessage();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  function sendAgain(message: FailedMessage) {
    setOutcome(null);
    resend.mutate(message.id, {
      onSuccess: () => setOutcome({ ok: true, text: t.resent }),
      onError: (error) => setOutcome({ ok: false, text: errorMessage(error, texts.errors.generic) }),
    });
  }

  return (
    <TelegramList
      id="failed-messages-title"
      texts={t}
      list={list}
      rowsOf={(data) => data.messages}
      page={page}
      onPage={setPage}
      row={(message) => (
        <tr key={message.id}>
          <td data-label={t.columns.chat} className={styles.nowrap}>
            {t.chats[message.chat]}
          </td>
          <td data-label={t.columns.text} className={styles.textCell}>
            <MessageText text={message.text} />
          </td>
          <td data-label={t.columns.reason} className={styles.textCell}>
            {message.reason ?? <span className={table.muted}>{t.noReason}</span>}
          </td>
          <td data-label={t.columns.attempts} className={table.numeric}>
            {message.attempts}
          </td>
          <td data-label={t.columns.date} className={styles.nowrap}>
            {formatDateTime(message.failedAt ?? message.createdAt)}
          </td>
          <td data-label={t.columns.order} className={styles.nowrap}>
            {message.orderId ? <Link to={`/orders/${message.orderId}`}>{t.toOrder}</Link> : '—'}
          </td>
          <td data-label={t.columns.actions}>
            <button
              type="button"
              className={`${button.secondary} ${table.smallButton}`}
              aria-label={t.resendOf(message.id)}
              disabled={resend.isPending}
              onClick={() => sendAgain(message)}
            >
              {t.resend}
            </button>
          </td>
        </tr>
      )}
    >
      {outcome && (
        <p className={outcome.ok ? form.formNotice : form.formError} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
    </TelegramList>
  );
}

/** The first lines of a long message, the whole of it on demand. */
function MessageText({ text }: { text: string }) {
  const [whole, setWhole] = useState(false);
  if (text.length <= SHORT) return <>{text}</>;
  return (
    <span>
      {whole ? text : `${text.slice(0, SHORT).trimEnd()}…`}{' '}
      <button
        type="button"
        className={styles.linkButton}
        aria-expanded={whole}
        onClick={() => setWhole(!whole)}
      >
        {whole ? t.showShort : t.showWhole}
      </button>
    </span>
  );
}
