import { errorMessage } from '@shop/api/client';
import { texts } from '../../../lib/texts';
import * as form from '../../../ui/form.css';

/** Under an order panel's buttons: what is being done, the API's refusal, or what was done. */
export function ActionFeedback({
  pending,
  pendingText,
  error,
  notice,
}: {
  pending: boolean;
  pendingText: string;
  error: unknown;
  notice: string | null;
}) {
  return (
    <>
      {pending && <p className={form.hint}>{pendingText}</p>}
      {error ? (
        <p role="alert" className={form.formError}>
          {errorMessage(error, texts.errors.generic)}
        </p>
      ) : (
        notice && (
          <p role="status" className={form.formNotice}>
            {notice}
          </p>
        )
      )}
    </>
  );
}
