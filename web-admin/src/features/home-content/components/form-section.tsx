import { type ReactNode, useState } from 'react';
import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import * as styles from './home-content.css';
import { homeTexts } from './home-texts';

/**
 * One part of the long home page form, folded under its name so the page reads as a list of sections; a part
 * holding a field error opens by itself, so a refused save never hides where the problem is.
 */
export function FormSection<V extends FieldValues>({
  methods,
  field,
  title,
  children,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: a section works for any form output type
  methods: UseFormReturn<V, unknown, any>;
  /** The part of the form's values the section edits. */
  field: Path<V>;
  title: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const hasError = get(methods.formState.errors, field) !== undefined;
  return (
    <details
      className={styles.formSection}
      open={open || hasError}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={styles.formSectionTitle}>
        {title}
        {hasError && <span className={styles.formSectionError}> · {homeTexts.sectionHasErrors}</span>}
      </summary>
      <div className={styles.formSectionBody}>{children}</div>
    </details>
  );
}
