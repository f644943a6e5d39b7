import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { texts } from '../../../lib/texts';
import * as form from '../../../ui/form.css';
import { errorAt, Field } from '../../../ui/form-field';

const label = { ru: texts.common.nameRu, en: texts.common.nameEn, vi: texts.common.nameVi } as const;

/**
 * The name of a product, category, color or size in the languages given, at `name.<language>`; Russian is
 * required, the others are marked optional.
 */
export function NameFields<V extends FieldValues>({
  methods,
  languages,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the fields work for any form output type
  methods: UseFormReturn<V, unknown, any>;
  languages: readonly ('ru' | 'en' | 'vi')[];
}) {
  return languages.map((language) => {
    const name = `name.${language}` as Path<V>;
    return (
      <Field
        key={language}
        label={label[language]}
        error={errorAt(methods, name)}
        {...(language === 'ru' ? {} : { hint: texts.products.optional })}
      >
        {(props) => <input className={form.input} {...props} {...methods.register(name)} />}
      </Field>
    );
  });
}
