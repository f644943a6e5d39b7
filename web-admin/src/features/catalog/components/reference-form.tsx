import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@shop/api/client';
import {
  type ColorFormValues,
  type ColorInput,
  colorInput,
  PRODUCT_TYPES,
  type SizeFormValues,
  type SizeInput,
  sizeInput,
} from '@shop/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { texts } from '../../../lib/texts';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { Field } from '../../../ui/form-field';

/** The frame of the color and size forms: title, fields, server errors placed on their fields, buttons. */
function ReferenceFormFrame<V extends FieldValues, O>({
  title,
  methods,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  methods: UseFormReturn<V, unknown, O>;
  onSubmit: (input: O) => Promise<unknown>;
  onCancel: () => void;
  children: ReactNode;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const submit = methods.handleSubmit(
    async (input) => {
      setFailure(null);
      try {
        await onSubmit(input);
      } catch (error) {
        setFailure(isApiError(error) ? error.message : texts.errors.generic);
        if (isApiError(error) && error.fields) {
          for (const [field, message] of Object.entries(error.fields))
            methods.setError(field as Path<V>, { message });
        }
      }
    },
    () => setFailure(texts.common.formInvalid),
  );
  return (
    <form className={form.panel} onSubmit={submit} noValidate aria-labelledby="reference-form-title">
      <h2 id="reference-form-title" className={form.panelTitle} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
      {failure && (
        <p role="alert" className={form.formError}>
          {failure}
        </p>
      )}
      <div className={form.actions}>
        <button type="submit" className={button.primary} disabled={methods.formState.isSubmitting}>
          {methods.formState.isSubmitting ? texts.common.saving : texts.common.save}
        </button>
        <button type="button" className={button.secondary} onClick={onCancel}>
          {texts.common.cancel}
        </button>
      </div>
    </form>
  );
}

interface FormProps<V, O> {
  title: string;
  initial: V;
  onSubmit: (input: O) => Promise<unknown>;
  onCancel: () => void;
}

export function ColorForm({ initial, ...props }: FormProps<ColorFormValues, ColorInput>) {
  const methods = useForm<ColorFormValues, unknown, ColorInput>({
    resolver: zodResolver(colorInput),
    defaultValues: initial,
  });
  const { register, formState } = methods;
  const { errors } = formState;
  return (
    <ReferenceFormFrame methods={methods} {...props}>
      <div className={form.grid}>
        <Field label={texts.colors.code} error={errors.code?.message}>
          {(field) => <input className={form.input} autoComplete="off" {...field} {...register('code')} />}
        </Field>
        <Field label={texts.common.nameRu} error={errors.name?.ru?.message}>
          {(field) => <input className={form.input} {...field} {...register('name.ru')} />}
        </Field>
        <Field label={texts.common.nameEn} error={errors.name?.en?.message} hint={texts.products.optional}>
          {(field) => <input className={form.input} {...field} {...register('name.en')} />}
        </Field>
        <Field label={texts.colors.hex} error={errors.hex?.message}>
          {(field) => <input className={form.input} type="color" {...field} {...register('hex')} />}
        </Field>
        <Field label={texts.common.sortOrder} error={errors.sortOrder?.message}>
          {(field) => (
            <input
              className={form.input}
              type="number"
              min={0}
              {...field}
              {...register('sortOrder', { valueAsNumber: true })}
            />
          )}
        </Field>
      </div>
      <label className={form.checkbox}>
        <input type="checkbox" {...register('isActive')} />
        {texts.common.isActive}
      </label>
    </ReferenceFormFrame>
  );
}

export function SizeForm({ initial, ...props }: FormProps<SizeFormValues, SizeInput>) {
  const methods = useForm<SizeFormValues, unknown, SizeInput>({
    resolver: zodResolver(sizeInput),
    defaultValues: initial,
  });
  const { register, formState } = methods;
  const { errors } = formState;
  return (
    <ReferenceFormFrame methods={methods} {...props}>
      <div className={form.grid}>
        <Field label={texts.sizes.code} error={errors.code?.message}>
          {(field) => <input className={form.input} autoComplete="off" {...field} {...register('code')} />}
        </Field>
        <Field label={texts.common.nameRu} error={errors.name?.ru?.message}>
          {(field) => <input className={form.input} {...field} {...register('name.ru')} />}
        </Field>
        <Field label={texts.common.productType} error={errors.productType?.message}>
          {(field) => (
            <select className={form.input} {...field} {...register('productType')}>
              {PRODUCT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {texts.common.productTypes[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={texts.common.sortOrder} error={errors.sortOrder?.message}>
          {(field) => (
            <input
              className={form.input}
              type="number"
              min={0}
              {...field}
              {...register('sortOrder', { valueAsNumber: true })}
            />
          )}
        </Field>
      </div>
      <label className={form.checkbox}>
        <input type="checkbox" {...register('isActive')} />
        {texts.common.isActive}
      </label>
    </ReferenceFormFrame>
  );
}
