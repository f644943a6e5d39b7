/** The end of the account forms: the refusal that names no field, and the submit button. */
import { errorMessage } from '@shop/api/client';
import { ru } from '../../../shared/texts/ru';
import { button, errorText } from '../../../shared/ui/primitives.css';

/** What the server refused without naming a field (those show under their fields); nothing otherwise. */
export function FormRefusal({
  error,
  shown,
  fallback,
}: {
  error: unknown;
  shown: boolean;
  fallback: string;
}) {
  if (!shown) return null;
  return (
    <p className={errorText} role="alert">
      {errorMessage(error, fallback)}
    </p>
  );
}

/** The form's whole-width submit button, which says the form is being sent while it waits. */
export function SubmitButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <button type="submit" className={button({ block: true })} disabled={pending}>
      {pending ? ru.auth.submitting : label}
    </button>
  );
}
