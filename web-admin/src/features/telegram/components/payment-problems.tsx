import { errorMessage, isApiError } from '@shop/api/client';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/shop-dates';
import { texts } from '../../../lib/texts';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import * as table from '../../../ui/table.css';
import * as orders from '../../orders/components/orders.css';
import { type PaymentProblem, usePaymentProblems, useResolveProblem } from '../api/telegram';
import { telegramTexts } from '../telegram-texts';
import * as styles from './telegram.css';
import { TelegramList } from './telegram-list';

const t = telegramTexts.problems;

/** Payments that did not simply pay their order; open ones by default, each closed with what was done. */
export function PaymentProblems() {
  const [showAll, setShowAll] = useState(false);
  const [page, setPage] = useState(1);
  const [resolving, setResolving] = useState<PaymentProblem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = usePaymentProblems({ open: !showAll, page });
  const returnFocus = useRef<HTMLButtonElement | null>(null);

  function closeForm(done: boolean) {
    setResolving(null);
    if (done) setNotice(t.done);
    else returnFocus.current?.focus();
  }

  return (
    <TelegramList
      id="payment-problems-title"
      texts={t}
      list={list}
      rowsOf={(data) => data.problems}
      page={page}
      onPage={setPage}
      aside={
        <label className={form.checkbox}>
          <input
            type="checkbox"
            checked={showAll}
            onChange={(event) => {
              setShowAll(event.target.checked);
              setPage(1);
            }}
          />
          {t.showAll}
        </label>
      }
      row={(problem) => (
        <tr key={problem.id}>
          <td data-label={t.columns.kind}>
            <strong>{problem.kindLabel}</strong>
          </td>
          <td data-label={t.columns.order} className={styles.nowrap}>
            {problem.orderId ? (
              <Link className={orders.numberLink} to={`/orders/${problem.orderId}`}>
                №{problem.orderNumber ?? '—'}
              </Link>
            ) : (
              <span className={table.muted}>{t.noOrder}</span>
            )}
          </td>
          <td data-label={t.columns.amount} className={`${table.numeric} ${styles.nowrap}`}>
            {problem.amountText}
          </td>
          <td data-label={t.columns.charge}>
            <span className={styles.code}>{problem.telegramChargeId ?? problem.providerChargeId}</span>
          </td>
          <td data-label={t.columns.details} className={styles.textCell}>
            {problem.details}
          </td>
          <td data-label={t.columns.date} className={styles.nowrap}>
            {formatDateTime(problem.createdAt)}
          </td>
          <td data-label={t.columns.actions}>
            {problem.resolvedAt ? (
              <div className={orders.cellStack}>
                <span className={table.badgeAccent}>{t.resolvedAt(formatDateTime(problem.resolvedAt))}</span>
                <span className={`${table.muted} ${styles.textCell}`}>{problem.resolution}</span>
              </div>
            ) : (
              <button
                type="button"
                className={`${button.secondary} ${table.smallButton}`}
                aria-label={`${t.resolveOf(problem.kindLabel)}${problem.orderNumber ? `, заказ №${problem.orderNumber}` : ''}`}
                aria-expanded={resolving?.id === problem.id}
                onClick={(event) => {
                  returnFocus.current = event.currentTarget;
                  setNotice(null);
                  setResolving(problem);
                }}
              >
                {t.resolve}
              </button>
            )}
          </td>
        </tr>
      )}
    >
      {notice && (
        <p className={form.formNotice} role="status">
          {notice}
        </p>
      )}
      {resolving && <ResolveForm key={resolving.id} problem={resolving} onClose={closeForm} />}
    </TelegramList>
  );
}

/** Asks what was done; the server's own field message shows under the field. Escape closes it. */
function ResolveForm({ problem, onClose }: { problem: PaymentProblem; onClose: (done: boolean) => void }) {
  const resolve = useResolveProblem();
  const [resolution, setResolution] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  useEffect(() => field.current?.focus(), []);

  return (
    <form
      className={form.panel}
      aria-labelledby={`${id}-title`}
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose(false);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        setFieldError(null);
        setFailure(null);
        resolve.mutate(
          { id: problem.id, resolution },
          {
            onSuccess: () => onClose(true),
            onError: (error) => {
              const message = isApiError(error) ? error.fields?.resolution : undefined;
              if (message) {
                setFieldError(message);
                field.current?.focus();
              } else setFailure(errorMessage(error, texts.errors.generic));
            },
          },
        );
      }}
    >
      <h3 id={`${id}-title`} className={form.panelTitle}>
        {problem.kindLabel}
        {problem.orderNumber ? ` · заказ №${problem.orderNumber}` : ''} · {problem.amountText}
      </h3>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-field`}>
          {t.question}
        </label>
        <textarea
          id={`${id}-field`}
          ref={field}
          className={form.textarea}
          value={resolution}
          maxLength={500}
          required
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : `${id}-hint`}
          onChange={(event) => setResolution(event.target.value)}
        />
        {fieldError ? (
          <span id={`${id}-error`} className={form.fieldError}>
            {fieldError}
          </span>
        ) : (
          <span id={`${id}-hint`} className={form.hint}>
            {t.questionHint}
          </span>
        )}
      </div>
      {failure && (
        <p role="alert" className={form.formError}>
          {failure}
        </p>
      )}
      <div className={form.actions}>
        <button type="submit" className={button.primary} disabled={resolve.isPending}>
          {t.save}
        </button>
        <button type="button" className={button.secondary} onClick={() => onClose(false)}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
