import { type ReactNode, useEffect, useRef } from 'react';
import { texts } from '../../../lib/texts';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import type { Saving } from '../../../ui/schema-form';
import { SaveBar } from './form-controls';

/**
 * The form for a new or a chosen entry of a list (a promocode, a shipping method), shown above the list: its title
 * takes the focus when it opens, and the save bar and a cancel button end it.
 */
export function EntryForm({
  id,
  title,
  saving,
  onCancel,
  cancelBeside,
  children,
}: {
  /** The title's id, which names the form. */
  id: string;
  title: string;
  saving: Saving;
  onCancel: () => void;
  /** The cancel button stands beside the save button rather than below it (the catalog's forms). */
  cancelBeside?: boolean;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const cancel = (
    <button type="button" className={button.secondary} onClick={onCancel}>
      {texts.common.cancel}
    </button>
  );
  return (
    <form className={form.panel} onSubmit={saving.submit} noValidate aria-labelledby={id}>
      <h2 id={id} className={form.panelTitle} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <SaveBar state={saving.state} pending={saving.pending}>
        {cancelBeside && cancel}
      </SaveBar>
      {!cancelBeside && <div className={form.actions}>{cancel}</div>}
    </form>
  );
}
