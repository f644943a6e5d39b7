import { errorMessage, isApiError } from '@shop/api/client';
import { checkFields, type FieldErrors, loginInput } from '@shop/core';
import { type FormEvent, useId, useState } from 'react';
import { texts } from '../../../lib/texts';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { useLogin } from '../api/login';
import { isStaff } from '../permissions';
import { setSession } from '../store/auth-store';
import * as styles from './login-form.css';

type FieldName = 'identifier' | 'password';

/**
 * Email-or-phone and password sign-in, checked with the API's own rules (core's loginInput) before it is sent; a
 * success stores the session, and the page redirects on it.
 */
export function LoginForm() {
  const id = useId();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [local, setLocal] = useState<FieldErrors>({});
  // A buyer's account signs in fine but opens nothing here: say so on this page instead of leaving it.
  const [notStaff, setNotStaff] = useState(false);
  const loginMutation = useLogin();

  const serverFields = isApiError(loginMutation.error) ? loginMutation.error.fields : undefined;
  const fieldError = (name: FieldName) => local[name] ?? serverFields?.[name];

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkFields(loginInput, { identifier, password });
    setLocal(checked.ok ? {} : checked.fields);
    setNotStaff(false);
    if (!checked.ok) return;

    loginMutation.mutate(checked.value, {
      onSuccess: (result) => {
        if (isStaff(result.user.role)) setSession(result.token, result.user);
        else setNotStaff(true);
      },
    });
  }

  const renderField = (name: FieldName, props: { label: string; type: string; autoComplete: string }) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const error = fieldError(name);
    return (
      <div className={styles.field}>
        <label className={form.label} htmlFor={inputId}>
          {props.label}
        </label>
        <input
          id={inputId}
          className={styles.input}
          name={name}
          type={props.type}
          autoComplete={props.autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          value={name === 'identifier' ? identifier : password}
          onChange={(event) => (name === 'identifier' ? setIdentifier : setPassword)(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} className={styles.fieldError}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {notStaff && (
        <p className={form.formError} role="alert">
          {texts.login.notStaff}
        </p>
      )}
      {loginMutation.isError && (
        <p className={form.formError} role="alert">
          {errorMessage(loginMutation.error, texts.login.failed)}
        </p>
      )}
      {renderField('identifier', { label: texts.login.identifier, type: 'text', autoComplete: 'username' })}
      {renderField('password', {
        label: texts.login.password,
        type: 'password',
        autoComplete: 'current-password',
      })}
      <button
        className={`${button.primary} ${styles.submit}`}
        type="submit"
        disabled={loginMutation.isPending}
        aria-busy={loginMutation.isPending || undefined}
      >
        {loginMutation.isPending ? texts.login.pending : texts.login.submit}
      </button>
    </form>
  );
}
