/**
 * «Забыли пароль?»: the form that asks for a one-time link by email, and the one that sets the new password with
 * the link's token. Fields are checked with the API's own rules (core's password-reset schemas).
 */
import { errorMessage, isApiError } from '@shop/api/client';
import {
  checkFields,
  type FieldErrors,
  passwordResetConfirmInput,
  passwordResetRequestInput,
  passwordResetTexts,
} from '@shop/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ru } from '../../../shared/texts/ru';
import { errorText, textLink } from '../../../shared/ui/primitives.css';
import { LoadingState } from '../../../shared/ui/states';
import {
  confirmPasswordReset,
  requestPasswordReset,
  usePasswordResetAvailable,
} from '../api/password-reset-calls';
import { Field } from './auth-forms';
import { FormRefusal, SubmitButton } from './form-end';

const valuesOf = (form: HTMLFormElement) =>
  Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));

export function ForgotPasswordForm({ className }: { className?: string }) {
  const id = useId();
  const available = usePasswordResetAvailable();
  const [local, setLocal] = useState<FieldErrors>({});
  const mutation = useMutation({ mutationFn: requestPasswordReset, retry: false });
  if (available.isPending) return <LoadingState text={ru.auth.checking} />;
  if (available.data?.available === false) {
    return (
      <p role="status">
        {passwordResetTexts.unavailable}{' '}
        <Link to="/contact" className={textLink}>
          {ru.nav.contact}
        </Link>
      </p>
    );
  }
  if (mutation.isSuccess) return <p role="status">{mutation.data.message}</p>;

  const server = isApiError(mutation.error) ? (mutation.error.fields ?? {}) : {};
  const errors = { ...server, ...local };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkFields(passwordResetRequestInput, valuesOf(event.currentTarget));
    setLocal(checked.ok ? {} : checked.fields);
    if (checked.ok) mutation.mutate(checked.value.email);
  };
  return (
    <form className={className} onSubmit={onSubmit} noValidate>
      <p>{ru.auth.forgotHint}</p>
      <Field
        formId={id}
        name="email"
        label={ru.auth.email}
        type="email"
        autoComplete="email"
        error={errors.email}
      />
      <FormRefusal
        error={mutation.error}
        shown={mutation.isError && Object.keys(server).length === 0}
        fallback={ru.auth.resetFailed}
      />
      <SubmitButton pending={mutation.isPending} label={ru.auth.sendLink} />
    </form>
  );
}

export function ResetPasswordForm({ className, token }: { className?: string; token: string }) {
  const id = useId();
  const [local, setLocal] = useState<FieldErrors>({});
  const mutation = useMutation({ mutationFn: confirmPasswordReset, retry: false });
  if (mutation.isSuccess) {
    return (
      <p role="status">
        {mutation.data.message}{' '}
        <Link to="/auth" className={textLink}>
          {ru.auth.submitLogin}
        </Link>
      </p>
    );
  }
  const server = isApiError(mutation.error) ? (mutation.error.fields ?? {}) : {};
  const errors = { ...server, ...local };
  const linkRefused = server.token;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkFields(passwordResetConfirmInput, { ...valuesOf(event.currentTarget), token });
    setLocal(checked.ok ? {} : checked.fields);
    if (checked.ok) mutation.mutate(checked.value);
  };
  return (
    <form className={className} onSubmit={onSubmit} noValidate>
      <Field
        formId={id}
        name="password"
        label={ru.auth.newPassword}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        hint={ru.auth.passwordHint}
      />
      {linkRefused || errors.token ? (
        <p className={errorText} role="alert">
          {linkRefused ?? errors.token}{' '}
          <Link to="/forgot-password" className={textLink}>
            {ru.auth.requestNewLink}
          </Link>
        </p>
      ) : mutation.isError && Object.keys(server).length === 0 ? (
        <p className={errorText} role="alert">
          {errorMessage(mutation.error, ru.auth.resetFailed)}
        </p>
      ) : null}
      <SubmitButton pending={mutation.isPending} label={ru.auth.savePassword} />
    </form>
  );
}
