/** Login and registration forms; on success the session starts and `onSignedIn` decides where to go. */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { ru } from '../../../shared/texts/ru';
import { button, errorText, field, input } from '../../../shared/ui/primitives.css';
import { loginUnified, register, type SessionPayload } from '../api/auth-calls';
import { startSession } from '../store/auth-store';
import type { User } from '../types';
import * as styles from './auth-forms.css';

type FieldErrors = Record<string, string>;

const messageOf = (error: unknown, fallback: string): string =>
  isApiError(error) && error.message ? error.message : fallback;

/**
 * The flow both forms share: read the fields, show the mistakes found here without a round trip, otherwise ask the
 * server and start the session; field errors are the local ones first, then those the server named.
 */
function useAuthForm<T>(options: {
  read: (form: FormData) => T;
  check: (input: T) => FieldErrors;
  call: (input: T) => Promise<SessionPayload>;
  onSignedIn: (user: User) => void;
}) {
  const mutation = useMutation({
    mutationFn: async (input: T) => startSession(await options.call(input)),
    // A rejected password must not be sent twice.
    retry: false,
    onSuccess: options.onSignedIn,
  });
  const [local, setLocal] = useState<FieldErrors>({});
  const server = isApiError(mutation.error) ? (mutation.error.fields ?? {}) : {};
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = options.read(new FormData(event.currentTarget));
    const found = options.check(input);
    setLocal(found);
    if (Object.keys(found).length === 0) mutation.mutate(input);
  };
  return {
    mutation,
    onSubmit,
    errors: { ...server, ...local },
    hasServerFields: Object.keys(server).length > 0,
  };
}

const value = (form: FormData, name: string): string => String(form.get(name) ?? '').trim();

/** The same checks as the server (api/src/routes/auth.ts), so most mistakes are shown without a round trip. */
export function checkRegistration(input: { name: string; email: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (input.name.length < 2 || input.name.length > 100) errors.name = ru.auth.nameInvalid;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email) || input.email.length > 254) {
    errors.email = ru.auth.emailInvalid;
  }
  if (input.password.length < 8 || input.password.length > 128) errors.password = ru.auth.passwordLength;
  return errors;
}

export function checkLogin(input: { identifier: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.identifier) errors.identifier = ru.auth.identifierRequired;
  if (!input.password) errors.password = ru.auth.passwordRequired;
  return errors;
}

interface FieldProps {
  formId: string;
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  error: string | undefined;
  hint?: string;
}

function Field({ formId, name, label, type = 'text', autoComplete, error, hint }: FieldProps) {
  const id = `${formId}-${name}`;
  // The hint repeats what an error would say, so it gives way to the error.
  const shownHint = error ? undefined : hint;
  const describedBy = error ? `${id}-error` : shownHint ? `${id}-hint` : undefined;
  return (
    <div className={field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        className={`${input} ${styles.invalidInput}`}
        autoComplete={autoComplete}
        autoCapitalize={type === 'text' && name !== 'name' ? 'none' : undefined}
        spellCheck={false}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {shownHint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {shownHint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function LoginForm({
  className,
  onSignedIn,
}: {
  className?: string;
  onSignedIn: (user: User) => void;
}) {
  const id = useId();
  const { mutation, onSubmit, errors, hasServerFields } = useAuthForm({
    read: (form) => ({ identifier: value(form, 'identifier'), password: String(form.get('password') ?? '') }),
    check: checkLogin,
    call: loginUnified,
    onSignedIn,
  });
  return (
    <form className={className} onSubmit={onSubmit} noValidate>
      <Field
        formId={id}
        name="identifier"
        label={ru.auth.identifier}
        autoComplete="username"
        error={errors.identifier}
      />
      <Field
        formId={id}
        name="password"
        label={ru.auth.password}
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      {mutation.isError && !hasServerFields ? (
        <p className={errorText} role="alert">
          {messageOf(mutation.error, ru.auth.loginFailed)}
        </p>
      ) : null}
      <button type="submit" className={button({ block: true })} disabled={mutation.isPending}>
        {mutation.isPending ? ru.auth.submitting : ru.auth.submitLogin}
      </button>
    </form>
  );
}

export function RegisterForm({
  className,
  onSignedIn,
}: {
  className?: string;
  onSignedIn: (user: User) => void;
}) {
  const id = useId();
  const { mutation, onSubmit, errors, hasServerFields } = useAuthForm({
    read: (form) => ({
      name: value(form, 'name'),
      email: value(form, 'email'),
      password: String(form.get('password') ?? ''),
    }),
    check: checkRegistration,
    call: register,
    onSignedIn,
  });
  return (
    <form className={className} onSubmit={onSubmit} noValidate>
      <Field formId={id} name="name" label={ru.auth.name} autoComplete="name" error={errors.name} />
      <Field
        formId={id}
        name="email"
        label={ru.auth.email}
        type="email"
        autoComplete="email"
        error={errors.email}
      />
      <Field
        formId={id}
        name="password"
        label={ru.auth.password}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        hint={ru.auth.passwordHint}
      />
      {mutation.isError && !hasServerFields ? (
        <p className={errorText} role="alert">
          {messageOf(mutation.error, ru.auth.registrationFailed)}
        </p>
      ) : null}
      <button type="submit" className={button({ block: true })} disabled={mutation.isPending}>
        {mutation.isPending ? ru.auth.submitting : ru.auth.submitRegister}
      </button>
    </form>
  );
}
