import { shopDayEndIso, shopDayOf, shopDayStartIso } from '@shop/core/rules';
import { Controller, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import * as form from '../../../ui/form.css';
import { Field } from '../../../ui/form-field';

// A date is a day of the shop's clock: a start date begins at 00:00 there, an end date lasts until 23:59:59.
const toDay = (iso: string | null | undefined) => (iso ? shopDayOf(iso) : '');
const toIso = (day: string, edge: 'start' | 'end') =>
  day ? (edge === 'start' ? shopDayStartIso(day) : shopDayEndIso(day)) : null;

/** A calendar date field holding an ISO date-time (or null when empty), as the schemas expect. */
export function DateControl<V extends FieldValues>({
  methods,
  name,
  label,
  hint,
  edge,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: a control works for any form output type
  methods: UseFormReturn<V, unknown, any>;
  name: Path<V>;
  label: string;
  hint?: string;
  edge: 'start' | 'end';
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
              type="date"
              value={toDay(value as string | null)}
              onBlur={onBlur}
              onChange={(event) => onChange(toIso(event.target.value, edge))}
            />
          )}
        </Field>
      )}
    />
  );
}
