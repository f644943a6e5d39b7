/**
 * Login and registration forms; on success the session starts and `onSignedIn` decides where to go. The fields
 * are checked with the API's own rules (core's credential schemas), so most mistakes show without a round trip.
 */
import { isApiError } from '@shop/api/client';
import { checkFields, type FieldErrors, loginInput, registerInput } from '@shop/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ru } from '../../../shared/texts/ru';
import { field, input } from '../../../shared/ui/primitives.css';
import { loginUnified, register } from '../api/auth-calls';
import { startSession } from '../store/auth-store';
import type { Session, User } from '../types';
import * as styles from './auth-forms.css';
import { FormRefusal, SubmitButton } from './form-end';

type Checked<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

/**
 * The flow both forms share: check the fields here, otherwise ask the server and start the session; field errors
 * are the local ones first, then those the server named.
 */
function useAuthForm<T>(options: {
  check: (values: Record<string, string>) => Checked<T>;
  call: (input: T) => Promise<Session>;
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
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]),
    );
    const checked = options.check(values);
    setLocal(checked.ok ? {} : checked.fields);
    if (checked.ok) mutation.mutate(checked.value);
  };
  return {
    mutation,
    onSubmit,
    errors: { ...server, ...local },
    hasServerFields: Object.keys(server).length > 0,
  };
}

export interface FieldProps {
  formId: string;
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  error: string | undefined;
  hint?: string | undefined;
  defaultValue?: string | undefined;
  required?: boolean;
}

/** A labelled input with its hint or its error, shared by the sign-in, sign-up and profile forms. */
export function Field({
  formId,
  name,
  label,
  type = 'text',
  autoComplete,
  error,
  hint,
  defaultValue,
  required = true,
}: FieldProps) {
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
        required={required}
        defaultValue={defaultValue}
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
    check: (values) => checkFields(loginInput, values),
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
      <FormRefusal
        error={mutation.error}
        shown={mutation.isError && !hasServerFields}
        fallback={ru.auth.loginFailed}
      />
      <SubmitButton pending={mutation.isPending} label={ru.auth.submitLogin} />
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
    check: (values) => checkFields(registerInput, values),
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
      <FormRefusal
        error={mutation.error}
        shown={mutation.isError && !hasServerFields}
        fallback={ru.auth.registrationFailed}
      />
      <SubmitButton pending={mutation.isPending} label={ru.auth.submitRegister} />
    </form>
  );
}
