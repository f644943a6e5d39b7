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

function useSignIn(call: (form: FormData) => Promise<SessionPayload>, onSignedIn: (user: User) => void) {
  return useMutation({
    mutationFn: async (form: FormData) => startSession(await call(form)),
    // A rejected password must not be sent twice.
    retry: false,
    onSuccess: onSignedIn,
  });
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

/** Field errors: the ones found here first, then the server's for fields it named. */
function useFieldErrors(mutationError: unknown) {
  const [local, setLocal] = useState<FieldErrors>({});
  const server = isApiError(mutationError) ? (mutationError.fields ?? {}) : {};
  return { errors: { ...server, ...local }, setLocal, hasServerFields: Object.keys(server).length > 0 };
}

export function LoginForm({
  className,
  onSignedIn,
}: {
  className?: string;
  onSignedIn: (user: User) => void;
}) {
  const id = useId();
  const mutation = useSignIn(
    (form) =>
      loginUnified({ identifier: value(form, 'identifier'), password: String(form.get('password') ?? '') }),
    onSignedIn,
  );
  const { errors, setLocal, hasServerFields } = useFieldErrors(mutation.error);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const found = checkLogin({
      identifier: value(form, 'identifier'),
      password: String(form.get('password') ?? ''),
    });
    setLocal(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(form);
  };
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
  const mutation = useSignIn(
    (form) =>
      register({
        name: value(form, 'name'),
        email: value(form, 'email'),
        password: String(form.get('password') ?? ''),
      }),
    onSignedIn,
  );
  const { errors, setLocal, hasServerFields } = useFieldErrors(mutation.error);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const found = checkRegistration({
      name: value(form, 'name'),
      email: value(form, 'email'),
      password: String(form.get('password') ?? ''),
    });
    setLocal(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(form);
  };
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
