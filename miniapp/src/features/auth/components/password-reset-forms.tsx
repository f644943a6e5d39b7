/**
 * «Забыли пароль?»: the form that asks for a one-time link by the account's email or phone (it comes by email or in
 * Telegram), and the one that sets the new password with the link's token. Fields are checked with the API's own rules (core's password-reset schemas).
 */
import { errorMessage } from '@shop/api/client';
import {
  checkFields,
  passwordResetConfirmInput,
  passwordResetRequestInput,
  passwordResetTexts,
} from '@shop/core';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ru } from '../../../shared/texts/ru';
import { errorText, textLink } from '../../../shared/ui/primitives.css';
import { LoadingState } from '../../../shared/ui/states';
import {
  confirmPasswordReset,
  requestPasswordReset,
  usePasswordResetAvailable,
} from '../api/password-reset-calls';
import { Field, newPasswordField } from './auth-forms';
import { useCheckedForm } from './checked-form';
import { FormRefusal, SubmitButton } from './form-end';

export function ForgotPasswordForm({ className }: { className?: string }) {
  const id = useId();
  const available = usePasswordResetAvailable();
  const mutation = useMutation({ mutationFn: requestPasswordReset, retry: false });
  const { onSubmit, errors, refused } = useCheckedForm(
    mutation,
    (values) => checkFields(passwordResetRequestInput, values),
    (_, values) => mutation.mutate(values.identifier ?? ''),
  );
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

  return (
    <form className={className} onSubmit={onSubmit} noValidate>
      <p>{ru.auth.forgotHint}</p>
      <Field
        formId={id}
        name="identifier"
        autoComplete="username"
        label={ru.auth.emailOrPhone}
        error={errors.identifier}
      />
      <FormRefusal error={mutation.error} shown={refused} fallback={ru.auth.resetFailed} />
      <SubmitButton pending={mutation.isPending} label={ru.auth.sendLink} />
    </form>
  );
}

export function ResetPasswordForm({ className, token }: { className?: string; token: string }) {
  const id = useId();
  const mutation = useMutation({ mutationFn: confirmPasswordReset, retry: false });
  const { onSubmit, server, errors, refused } = useCheckedForm(
    mutation,
    (values) => checkFields(passwordResetConfirmInput, { ...values, token }),
    (value) => mutation.mutate(value),
  );
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
  const linkRefused = server.token;
  return (
    <form className={className} onSubmit={onSubmit} noValidate>
      <Field formId={id} {...newPasswordField} label={ru.auth.newPassword} error={errors.password} />
      {linkRefused || errors.token ? (
        <p className={errorText} role="alert">
          {linkRefused ?? errors.token}{' '}
          <Link to="/forgot-password" className={textLink}>
            {ru.auth.requestNewLink}
          </Link>
        </p>
      ) : refused ? (
        <p className={errorText} role="alert">
          {errorMessage(mutation.error, ru.auth.resetFailed)}
        </p>
      ) : null}
      <SubmitButton pending={mutation.isPending} label={ru.auth.savePassword} />
    </form>
  );
}
