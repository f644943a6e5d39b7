import { shopDayEndIso, shopDayOf, shopDayStartIso } from '@shop/core/rules';
import { Controller, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { shopDateTimeInputOf, shopDateTimeIsoOf } from '../../../lib/shop-dates';
import * as form from '../../../ui/form.css';
import { Field } from '../../../ui/form-field';

// A date is a day of the shop's clock: a start date begins at 00:00 there, an end date lasts until 23:59:59; with
// a time it is that minute of the shop's clock, whatever the staff computer's zone.
const toDay = (iso: string | null | undefined) => (iso ? shopDayOf(iso) : '');
const toIso = (day: string, edge: 'start' | 'end') =>
  day ? (edge === 'start' ? shopDayStartIso(day) : shopDayEndIso(day)) : null;

/** A calendar date (or date and time) field holding an ISO date-time (or null when empty), as the schemas expect. */
export function DateControl<V extends FieldValues>({
  methods,
  name,
  label,
  hint,
  edge,
  withTime = false,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: a control works for any form output type
  methods: UseFormReturn<V, unknown, any>;
  name: Path<V>;
  label: string;
  hint?: string;
  edge: 'start' | 'end';
  withTime?: boolean;
}) {
  const error = (get(methods.formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <Controller
      control={methods.control}
      name={name}
      render={({ field: { value, onChange, onBlur } }) => (
        <Field label={label} error={error} {...(hint ? { hint } : {})}>
          {(field) => (
            <input
              {...field}
              className={form.input}
              type={withTime ? 'datetime-local' : 'date'}
              value={
                withTime ? (value ? shopDateTimeInputOf(value as string) : '') : toDay(value as string | null)
              }
              onBlur={onBlur}
              onChange={({ target: { value: typed } }) =>
                onChange(withTime ? (typed ? shopDateTimeIsoOf(typed) : null) : toIso(typed, edge))
              }
            />
          )}
        </Field>
      )}
    />
  );
}
