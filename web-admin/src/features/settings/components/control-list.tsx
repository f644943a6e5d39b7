// The fields of a settings form written as a list (path, label, kind of control) and drawn in that order, so a
// form reads as the list of what it edits.
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { MoneyControl, OptionalNumberControl } from '../../../ui/form-field';
import { DateControl } from '../../promotions/components/date-control';
import {
  CheckboxControl,
  FieldGroup,
  LinesControl,
  NumberControl,
  SelectControl,
  TextControl,
} from './form-controls';
import { ImageControl } from './image-control';

/** One field: where it is in the form, its label and hint, and the control that edits it. */
export type ControlSpec<V extends FieldValues> = { name: Path<V>; label: string; hint?: string } & (
  | { kind: 'text'; type?: 'text' | 'url' | 'email' | 'tel' | 'color'; multiline?: boolean }
  | { kind: 'number'; min?: number; max?: number; step?: number }
  | { kind: 'select'; options: readonly (readonly [string, string])[] }
  | { kind: 'checkbox' }
  | { kind: 'lines' }
  | { kind: 'money'; nullable?: boolean; emptyIsZero?: boolean }
  | { kind: 'optional-number'; min?: number; max?: number; step?: number | 'any' }
  | { kind: 'image'; variant?: 'card' | 'page' }
  | { kind: 'date'; edge: 'start' | 'end'; withTime?: boolean }
);

/** The control for each kind; every one takes the form, the path, the label and its own extras. */
const controlOf = {
  text: TextControl,
  number: NumberControl,
  select: SelectControl,
  checkbox: CheckboxControl,
  lines: LinesControl,
  money: MoneyControl,
  'optional-number': OptionalNumberControl,
  image: ImageControl,
  date: DateControl,
} as const;

type AnyControl<V extends FieldValues> = (
  // biome-ignore lint/suspicious/noExplicitAny: a control works for any form output type
  props: { methods: UseFormReturn<V, unknown, any> } & ControlSpec<V>,
) => ReactNode;

export function Controls<V extends FieldValues>({
  methods,
  fields,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: a control works for any form output type
  methods: UseFormReturn<V, unknown, any>;
  /** In order; `false` leaves a field out (one that only some choices of the form have). */
  fields: readonly (ControlSpec<V> | false)[];
}) {
  return fields.map((spec) => {
    if (!spec) return null;
    // The spec's kind picks the control whose extras the spec carries.
    const Control = controlOf[spec.kind] as AnyControl<V>;
    return <Control key={spec.name} methods={methods} {...spec} />;
  });
}

/** A titled group of fields drawn from their list; `lead` stands above the fields and `wide` below them. */
export function ControlGroup<V extends FieldValues>({
  title,
  lead,
  wide,
  ...controls
}: {
  title: string;
  lead?: ReactNode;
  wide?: ReactNode;
  // biome-ignore lint/suspicious/noExplicitAny: a control works for any form output type
  methods: UseFormReturn<V, unknown, any>;
  fields: readonly (ControlSpec<V> | false)[];
}) {
  return (
    <FieldGroup title={title} lead={lead} wide={wide}>
      <Controls {...controls} />
    </FieldGroup>
  );
}
