import type { ReactNode } from 'react';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import type { Saving } from '../../../ui/schema-form';
import { SaveBar } from './form-controls';

/**
 * A settings document's form (store settings, contact widget, wholesale rules, one product's wholesale terms): a
 * panel named by its label, its fields, the save bar and, where it can be closed, a cancel button.
 */
export function DocumentForm({
  label,
  title,
  saving,
  saveLabel,
  cancel,
  children,
}: {
  label: string;
  title?: string;
  saving: Saving;
  saveLabel?: string;
  cancel?: { label: string; onClick: () => void };
  children: ReactNode;
}) {
  return (
    <form className={form.panel} onSubmit={saving.submit} noValidate aria-label={label}>
      {title && <h2 className={form.panelTitle}>{title}</h2>}
      {children}
      <SaveBar state={saving.state} pending={saving.pending} {...(saveLabel ? { label: saveLabel } : {})} />
      {cancel && (
        <div className={form.actions}>
          <button type="button" className={button.secondary} onClick={cancel.onClick}>
            {cancel.label}
          </button>
        </div>
      )}
    </form>
  );
}
