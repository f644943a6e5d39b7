import { type ReactElement, type ReactNode, useId, useState } from 'react';
import { Controller, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import * as form from './form.css';

type FieldProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

/** A labelled control with its hint and error, tied together for screen readers. */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (props: FieldProps) => ReactNode;
}) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint && (
        <span id={`${id}-hint`} className={form.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={form.fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}

const toText = (kopecks: number | null | undefined) =>
  typeof kopecks === 'number' && Number.isFinite(kopecks) ? String(kopecks / 100) : '';

/**
 * Staff type roubles (with kopecks after a dot or comma); the form keeps integer kopecks, as the API does.
 * The typed text is kept as typed, so "45," is not rewritten while the person is still typing.
 */
function RoublesInput({
  value,
  onChange,
  onBlur,
  nullable,
  ...props
}: {
  value: number | null | undefined;
  onChange: (kopecks: number | null) => void;
  onBlur: () => void;
  nullable?: boolean;
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}) {
  const [text, setText] = useState(() => toText(value));
  return (
    <input
      {...props}
      className={form.input}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onBlur={onBlur}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        const normalized = typed.replace(/\s/g, '').replace(',', '.');
        if (normalized === '') onChange(nullable ? null : Number.NaN);
        else
          onChange(/^\d+(\.\d{0,2})?$/.test(normalized) ? Math.round(Number(normalized) * 100) : Number.NaN);
      }}
    />
  );
}

/** A number that may be left empty: empty is null (not 0 or NaN), as the schemas expect. */
function OptionalNumberInput({
  value,
  onChange,
  onBlur,
  ...props
}: {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  id: string;
  min?: number;
  max?: number;
  step?: number | 'any';
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}) {
  return (
    <input
      {...props}
      className={form.input}
      type="number"
      value={value ?? ''}
      onBlur={onBlur}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.valueAsNumber)}
    />
  );
}

interface BoundProps<V extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: a control works for any form output type
  methods: UseFormReturn<V, unknown, any>;
  name: Path<V>;
  label: string;
  hint?: string | undefined;
}

/** The error message react-hook-form holds for a field, found by its path. */
export const errorAt = <V extends FieldValues>(methods: BoundProps<V>['methods'], name: string) =>
  (get(methods.formState.errors, name) as { message?: string } | undefined)?.message;

interface InputBinding {
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur: () => void;
}

/** A Field whose input is driven by the form's value at `name` (inputs that keep their own text, or null). */
function BoundField<V extends FieldValues>({
  methods,
  name,
  label,
  hint,
  input,
}: BoundProps<V> & { input: (props: FieldProps & InputBinding) => ReactElement }) {
  return (
    <Field label={label} error={errorAt(methods, name)} {...(hint ? { hint } : {})}>
      {(props) => (
        <Controller
          control={methods.control}
          name={name}
          render={({ field }) =>
            input({
              ...props,
              value: field.value as number | null,
              onChange: field.onChange,
              onBlur: field.onBlur,
            })
          }
        />
      )}
    </Field>
  );
}

/**
 * A sum in roubles bound to a form's kopecks field, with its label, hint and error. Left empty it is invalid,
 * or null with `nullable`, or 0 with `emptyIsZero` (a lower bound that may be left out).
 */
export function MoneyControl<V extends FieldValues>({
  nullable,
  emptyIsZero,
  ...bound
}: BoundProps<V> & { nullable?: boolean; emptyIsZero?: boolean }) {
  return (
    <BoundField
      {...bound}
      input={(props) =>
        emptyIsZero ? (
          <RoublesInput {...props} nullable onChange={(kopecks) => props.onChange(kopecks ?? 0)} />
        ) : (
          <RoublesInput {...props} nullable={nullable === true} />
        )
      }
    />
  );
}

/** A number that may be left empty bound to a form's field, with its label, hint and error. */
export function OptionalNumberControl<V extends FieldValues>({
  min,
  max,
  step,
  ...bound
}: BoundProps<V> & { min?: number; max?: number; step?: number | 'any' }) {
  return (
    <BoundField
      {...bound}
      input={(props) => (
        <OptionalNumberInput
          {...props}
          {...(min === undefined ? {} : { min })}
          {...(max === undefined ? {} : { max })}
          {...(step === undefined ? {} : { step })}
        />
      )}
    />
  );
}
