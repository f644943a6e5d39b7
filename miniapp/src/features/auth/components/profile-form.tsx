/**
 * The buyer's own name, email and phone on /account, checked with the API's rules (core's profileInput) before
 * sending; an email or phone another account holds comes back from the server under its field.
 */
import { checkFields, profileInput } from '@shop/core';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { phoneText } from '../../../shared/lib/phone-text';
import { ruOrders } from '../../../shared/texts/ru-orders';
import * as styles from '../../../shared/ui/account-card.css';
import { button } from '../../../shared/ui/primitives.css';
import { updateProfile } from '../api/auth-calls';
import { updateUser } from '../store/auth-store';
import type { User } from '../types';
import { emailField, Field } from './auth-forms';
import { useCheckedForm } from './checked-form';
import { FormRefusal } from './form-end';

const texts = ruOrders.account;

export function ProfileForm({
  user,
  lastOrderPhone,
  onDone,
}: {
  user: User;
  /** The phone of her last order, offered when the profile has none; saved only if she saves the form. */
  lastOrderPhone?: string | undefined;
  onDone: (saved: boolean) => void;
}) {
  const id = useId();
  const mutation = useMutation({
    mutationFn: updateProfile,
    retry: false,
    onSuccess: (saved) => {
      updateUser(saved);
      onDone(true);
    },
  });
  // The server gets the fields as typed: it applies the same rules itself.
  const { onSubmit, errors, refused } = useCheckedForm(
    mutation,
    (values) => checkFields(profileInput, values),
    (_, values) => mutation.mutate(values),
  );
  const offeredPhone = user.phone ? undefined : lastOrderPhone;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={texts.profile}>
      <Field
        formId={id}
        name="name"
        label={texts.name}
        autoComplete="name"
        error={errors.name}
        defaultValue={user.name}
      />
      <Field
        formId={id}
        {...emailField}
        label={texts.email}
        error={errors.email}
        defaultValue={user.email ?? ''}
        required={user.email !== null}
      />
      <Field
        formId={id}
        name="phone"
        label={texts.phone}
        type="tel"
        autoComplete="tel"
        error={errors.phone}
        defaultValue={user.phone ? phoneText(user.phone) : (offeredPhone ?? '')}
        hint={offeredPhone ? texts.phoneFromOrder : texts.phoneHint}
        required={false}
      />
      <FormRefusal error={mutation.error} shown={refused} fallback={texts.saveFailed} />
      <div className={styles.actions}>
        <button type="submit" className={button()} disabled={mutation.isPending}>
          {mutation.isPending ? texts.saving : texts.save}
        </button>
        <button type="button" className={button({ tone: 'outline' })} onClick={() => onDone(false)}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
