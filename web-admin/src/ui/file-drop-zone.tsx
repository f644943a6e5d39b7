import { type ReactNode, useId } from 'react';
import { button } from './button.css';
import * as styles from './file-drop-zone.css';
import * as form from './form.css';
import { useFileDrop } from './use-file-drop';

/** A region files are dropped on, with a button that opens the file chooser; `children` show its status. */
export function FileDropZone({
  label,
  hint,
  dropHint,
  chooseLabel,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
  children,
}: {
  label: string;
  hint: string;
  dropHint: string;
  chooseLabel: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  children?: ReactNode;
}) {
  const inputId = useId();
  const { dragging, dropHandlers } = useFileDrop(onFiles);
  return (
    <section
      className={dragging ? styles.dropZoneActive : styles.dropZone}
      aria-label={label}
      {...dropHandlers}
    >
      <p className={form.hint}>{dragging ? dropHint : hint}</p>
      <label htmlFor={inputId} className={button.secondary}>
        {chooseLabel}
      </label>
      <input
        id={inputId}
        className={styles.fileInput}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          onFiles(files);
        }}
      />
      {children}
    </section>
  );
}
