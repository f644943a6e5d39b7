// A settings document edited as a whole (store settings, contact widget, wholesale rules, a product's wholesale
// terms): core's schema checks it, its fields stand in titled groups written as lists, one save for all.
import type { ComponentProps, ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm } from '../../../ui/schema-form';
import { ControlGroup, type ControlSpec } from './control-list';
import { DocumentForm } from './document-form';

/** One titled group: what stands above its fields (`lead`) and below them (`wide`), and the fields in order. */
export interface GroupSpec<V extends FieldValues> {
  title: string;
  lead?: ReactNode;
  wide?: ReactNode;
  fields: readonly (ControlSpec<V> | false)[];
}

export function ControlGroups<V extends FieldValues>({
  methods,
  groups,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: a control works for any form output type
  methods: UseFormReturn<V, unknown, any>;
  groups: readonly GroupSpec<V>[];
}) {
  return groups.map((group) => <ControlGroup key={group.title} methods={methods} {...group} />);
}

/** What a settings form gets: the saved document and how to save it. */
export interface SettingsFormProps<T> {
  initial: T;
  onSave: (settings: T) => Promise<unknown>;
}

type SettingsDocumentFormProps<V extends FieldValues, O> = {
  schema: z.ZodType<O, V>;
  initial: DefaultValues<V>;
  onSave: (input: O) => Promise<unknown>;
  children: (methods: UseFormReturn<V, unknown, O>) => ReactNode;
} & Omit<ComponentProps<typeof DocumentForm>, 'saving' | 'children'>;

/** `children` draws the form's groups with the form's methods. */
export function SettingsDocumentForm<V extends FieldValues, O>({
  schema,
  initial,
  onSave,
  children,
  ...frame
}: SettingsDocumentFormProps<V, O>) {
  const saving = useSchemaForm(schema, initial, onSave);
  return (
    <DocumentForm {...frame} saving={saving}>
      {children(saving.methods)}
    </DocumentForm>
  );
}

/** A settings document whose form is its groups of fields alone, titled and labelled by its texts. */
export function SettingsGroupsForm<V extends FieldValues, O>({
  texts,
  groups,
  ...form
}: Omit<SettingsDocumentFormProps<V, O>, 'children' | 'label' | 'title'> & {
  texts: { title: string; formLabel: string };
  groups: (methods: UseFormReturn<V, unknown, O>) => readonly GroupSpec<V>[];
}) {
  return (
    <SettingsDocumentForm {...form} label={texts.formLabel} title={texts.title}>
      {(methods) => <ControlGroups methods={methods} groups={groups(methods)} />}
    </SettingsDocumentForm>
  );
}
