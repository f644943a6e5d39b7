/** Login and registration forms; on success the session starts and `onSignedIn` decides where to go. */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { ru } from '../../../shared/texts/ru';
import { button, errorText, field, input } from '../../../shared/ui/primitives.css';
import { loginUnified, register, type SessionPayload } from '../api/auth-calls';
import { startSession } from '../store/auth-store';
import type { User } from '../types';

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
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(new FormData(event.currentTarget));
  };
  return (
    <form className={className} onSubmit={onSubmit} noValidate>
      <label className={field} htmlFor={`${id}-identifier`}>
        {ru.auth.identifier}
        <input id={`${id}-identifier`} name="identifier" className={input} autoComplete="username" required />
      </label>
      <label className={field} htmlFor={`${id}-password`}>
        {ru.auth.password}
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          className={input}
          autoComplete="current-password"
          required
        />
      </label>
      {mutation.isError ? (
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
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(new FormData(event.currentTarget));
  };
  return (
    <form className={className} onSubmit={onSubmit} noValidate>
      <label className={field} htmlFor={`${id}-name`}>
        {ru.auth.name}
        <input id={`${id}-name`} name="name" className={input} autoComplete="name" required />
      </label>
      <label className={field} htmlFor={`${id}-email`}>
        {ru.auth.email}
        <input id={`${id}-email`} name="email" type="email" className={input} autoComplete="email" required />
      </label>
      <label className={field} htmlFor={`${id}-password`}>
        {ru.auth.password}
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          className={input}
          autoComplete="new-password"
          required
        />
      </label>
      {mutation.isError ? (
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
