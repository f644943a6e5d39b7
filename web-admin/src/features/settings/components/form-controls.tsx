// Form controls bound to a react-hook-form by field path, each with its label and its error message.
import type { ReactNode } from 'react';
import { Controller, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { errorAt, Field } from '../../../ui/form-field';
import type { SaveState } from '../../../ui/schema-form';
import { settingsTexts } from './settings-texts';

interface ControlProps<V extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: a control works for any form output type
  methods: UseFormReturn<V, unknown, any>;
  name: Path<V>;
  label: string;
  hint?: string;
}

export function TextControl<V extends FieldValues>({
  methods,
  name,
  label,
  hint,
  multiline,
  optional,
  type = 'text',
}: ControlProps<V> & {
  multiline?: boolean;
  /** Empty means unset (undefined), for optional fields such as a section's own colors. */
  optional?: boolean;
  type?: 'text' | 'url' | 'email' | 'tel' | 'color';
}) {
  const registered = methods.register(
    name,
    optional ? { setValueAs: (value: string) => (value === '' ? undefined : value) } : undefined,
  );
  return (
    <Field label={label} error={errorAt(methods, name)} {...(hint ? { hint } : {})}>
      {(field) =>
        multiline ? (
          <textarea className={form.textarea} {...field} {...registered} />
        ) : (
          <input className={form.input} type={type} autoComplete="off" {...field} {...registered} />
        )
      }
    </Field>
  );
}

export function NumberControl<V extends FieldValues>({
  methods,
  name,
  label,
  hint,
  min,
  max,
  step,
}: ControlProps<V> & { min?: number; max?: number; step?: number }) {
  return (
    <Field label={label} error={errorAt(methods, name)} {...(hint ? { hint } : {})}>
      {(field) => (
        <input
          className={form.input}
          type="number"
          min={min}
          max={max}
          step={step}
          {...field}
          {...methods.register(name, { valueAsNumber: true })}
        />
      )}
    </Field>
  );
}

export function SelectControl<V extends FieldValues>({
  methods,
  name,
  label,
  options,
}: ControlProps<V> & { options: readonly (readonly [string, string])[] }) {
  return (
    <Field label={label} error={errorAt(methods, name)}>
      {(field) => (
        <select className={form.input} {...field} {...methods.register(name)}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function CheckboxControl<V extends FieldValues>({ methods, name, label }: ControlProps<V>) {
  const error = errorAt(methods, name);
  return (
    <div className={form.field}>
      <label className={form.checkbox}>
        <input type="checkbox" aria-invalid={Boolean(error)} {...methods.register(name)} />
        {label}
      </label>
      {error && <span className={form.fieldError}>{error}</span>}
    </div>
  );
}

/** A list of short texts edited one per line. */
export function LinesControl<V extends FieldValues>({ methods, name, label, hint }: ControlProps<V>) {
  const error = errorAt(methods, name) ?? firstItemError(methods, name);
  return (
    <Controller
      control={methods.control}
      name={name}
      render={({ field: { value, onChange, onBlur } }) => (
        <Field label={label} error={error} hint={hint ?? settingsTexts.onePerLine}>
          {(field) => (
            <textarea
              className={form.textarea}
              {...field}
              value={(value as string[] | undefined)?.join('\n') ?? ''}
              onBlur={onBlur}
              onChange={(event) =>
                onChange(
                  event.target.value
                    .split('\n')
                    .map((line) => line.trim())
                    .filter(Boolean),
                )
              }
            />
          )}
        </Field>
      )}
    />
  );
}

function firstItemError<V extends FieldValues>(methods: ControlProps<V>['methods'], name: string) {
  const items = get(methods.formState.errors, name) as Record<string, { message?: string }> | undefined;
  return items ? Object.values(items).find((item) => item?.message)?.message : undefined;
}

/** A titled group of fields laid out in the form's grid; `lead` stands above the grid and `wide` below it. */
export function FieldGroup({
  title,
  children,
  lead,
  wide,
}: {
  title: string;
  children: ReactNode;
  lead?: ReactNode;
  wide?: ReactNode;
}) {
  return (
    <fieldset className={form.fieldset}>
      <legend className={form.legend}>{title}</legend>
      {lead}
      <div className={form.grid}>{children}</div>
      {wide}
    </fieldset>
  );
}

/**
 * The result of the last save and the save button, with any other buttons of the form beside it; `quiet` where
 * the screen itself tells that the save went through (it closes the form or shows its own notice).
 */
export function SaveBar({
  state,
  pending,
  label,
  quiet,
  children,
}: {
  state: SaveState;
  pending: boolean;
  label?: string;
  quiet?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      {state.kind === 'failed' && (
        <p role="alert" className={form.formError}>
          {state.message}
        </p>
      )}
      {state.kind === 'saved' && !quiet && (
        <p role="status" className={form.formNotice}>
          {settingsTexts.saved}
        </p>
      )}
      <div className={form.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          {pending ? settingsTexts.saving : (label ?? settingsTexts.save)}
        </button>
        {children}
      </div>
    </>
  );
}

/** On/off flags side by side, each a checkbox with its label; `className` lays out the row. */
export function Flags<V extends FieldValues>({
  methods,
  flags,
  className,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: a control works for any form output type
  methods: UseFormReturn<V, unknown, any>;
  flags: readonly (readonly [name: Path<V>, label: string])[];
  className: string;
}) {
  return (
    <div className={className}>
      {flags.map(([name, label]) => (
        <label key={name} className={form.checkbox}>
          <input type="checkbox" {...methods.register(name)} />
          {label}
        </label>
      ))}
    </div>
  );
}
