/**
 * Login and registration forms; on success the session starts and `onSignedIn` decides where to go. The fields
 * are checked with the API's own rules (core's credential schemas), so most mistakes show without a round trip.
 */
import { checkFields, type FieldErrors, loginInput, registerInput } from '@shop/core';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { ru } from '../../../shared/texts/ru';
import { field, input } from '../../../shared/ui/primitives.css';
import { loginUnified, register } from '../api/auth-calls';
import { startSession } from '../store/auth-store';
import type { Session, User } from '../types';
import * as styles from './auth-forms.css';
import { type Checked, useCheckedForm } from './checked-form';
import { FormRefusal, SubmitButton } from './form-end';

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

/** The fields that several account forms type alike; each form gives the label and the error. */
export const emailField = { name: 'email', type: 'email', autoComplete: 'email' } as const;
export const newPasswordField = {
  name: 'password',
  type: 'password',
  autoComplete: 'new-password',
  hint: ru.auth.passwordHint,
} as const;

interface SignInFormProps {
  className?: string;
  onSignedIn: (user: User) => void;
}

/** A form that signs in with what it checked: the fields, the refusal that names no field, the submit button. */
function SignInForm<T>({
  className,
  onSignedIn,
  check,
  call,
  fields,
  failed,
  submit,
}: SignInFormProps & {
  check: (values: Record<string, string>) => Checked<T>;
  call: (input: T) => Promise<Session>;
  fields: (formId: string, errors: FieldErrors) => ReactNode;
  failed: string;
  submit: string;
}) {
  const id = useId();
  const mutation = useMutation({
    mutationFn: async (input: T) => startSession(await call(input)),
    // A rejected password must not be sent twice.
    retry: false,
    onSuccess: onSignedIn,
  });
  const { onSubmit, errors, refused } = useCheckedForm(mutation, check, (value) => mutation.mutate(value));
  return (
    <form className={className} onSubmit={onSubmit} noValidate>
      {fields(id, errors)}
      <FormRefusal error={mutation.error} shown={refused} fallback={failed} />
      <SubmitButton pending={mutation.isPending} label={submit} />
    </form>
  );
}

export function LoginForm(props: SignInFormProps) {
  return (
    <SignInForm
      {...props}
      check={(values) => checkFields(loginInput, values)}
      call={loginUnified}
      failed={ru.auth.loginFailed}
      submit={ru.auth.submitLogin}
      fields={(id, errors) => (
        <>
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
        </>
      )}
    />
  );
}

export function RegisterForm(props: SignInFormProps) {
  return (
    <SignInForm
      {...props}
      check={(values) => checkFields(registerInput, values)}
      call={register}
      failed={ru.auth.registrationFailed}
      submit={ru.auth.submitRegister}
      fields={(id, errors) => (
        <>
          <Field formId={id} name="name" label={ru.auth.name} autoComplete="name" error={errors.name} />
          <Field formId={id} {...emailField} label={ru.auth.email} error={errors.email} />
          <Field formId={id} {...newPasswordField} label={ru.auth.password} error={errors.password} />
        </>
      )}
    />
  );
}
