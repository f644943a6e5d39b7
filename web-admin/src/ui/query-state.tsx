import { errorMessage } from '@shop/api/client';
import { texts } from '../lib/texts';
import { button } from './button.css';
import { formError } from './form.css';
import { StatusMessage } from './status-message';

/** The loading and error states of a screen's main query, with a retry. */
export function QueryState({
  isPending,
  error,
  retry,
}: {
  isPending: boolean;
  error: unknown;
  retry: () => void;
}) {
  if (error) {
    return (
      <div role="alert" className={formError}>
        <p>
          {texts.common.loadFailed}: {errorMessage(error, texts.errors.generic)}
        </p>
        <button type="button" className={button.secondary} onClick={retry}>
          {texts.common.retry}
        </button>
      </div>
    );
  }
  if (isPending) return <StatusMessage>{texts.common.loading}</StatusMessage>;
  return null;
}
