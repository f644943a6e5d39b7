// A picture field: the current picture, a button (or a drop) that uploads a new one, a way to clear it, and the
// address itself for a picture that lives elsewhere.
import { isApiError } from '@shop/api/client';
import { oversizedUploads } from '@shop/core';
import { useId, useState } from 'react';
import { type FieldValues, get, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { texts } from '../../../lib/texts';
import { button } from '../../../ui/button.css';
import * as dropStyles from '../../../ui/file-drop-zone.css';
import * as form from '../../../ui/form.css';
import { useFileDrop } from '../../../ui/use-file-drop';
import { uploadImage } from '../api/image-upload';
import * as styles from './image-control.css';
import { settingsTexts } from './settings-texts';

const t = settingsTexts.image;

export function ImageControl<V extends FieldValues>({
  methods,
  name,
  label,
  hint,
  variant = 'page',
}: {
  // biome-ignore lint/suspicious/noExplicitAny: a control works for any form output type
  methods: UseFormReturn<V, unknown, any>;
  name: Path<V>;
  label: string;
  hint?: string;
  /** Which of the upload's sizes the field keeps: the page width for banners and logos, the card for icons. */
  variant?: 'card' | 'page';
}) {
  const inputId = useId();
  const fileId = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const url = (methods.watch(name) as string | undefined) ?? '';
  const error = (get(methods.formState.errors, name) as { message?: string } | undefined)?.message;

  const setUrl = (value: string) =>
    methods.setValue(name, value as PathValue<V, Path<V>>, { shouldDirty: true, shouldValidate: true });

  const { dragging, dropHandlers } = useFileDrop((files) => void upload(files[0]));

  async function upload(file: File | undefined) {
    if (!file || uploading) return;
    const tooBig = oversizedUploads([file]);
    if (tooBig.length > 0) return setProblem(tooBig[0] ?? null);
    setProblem(null);
    setUploading(true);
    try {
      const saved = await uploadImage(file);
      setUrl(variant === 'card' ? saved.variants.card.url : saved.url);
    } catch (caught) {
      setProblem(isApiError(caught) ? caught.message : texts.errors.generic);
    } finally {
      setUploading(false);
    }
  }

  return (
    <fieldset
      className={dragging ? `${styles.control} ${styles.dragging}` : styles.control}
      aria-busy={uploading}
      {...dropHandlers}
    >
      <legend className={form.label}>{label}</legend>
      <div className={styles.row}>
        {url ? (
          <img className={styles.thumbnail} src={url} alt={t.current(label)} />
        ) : (
          <span className={styles.empty}>{t.none}</span>
        )}
        <div className={styles.actions}>
          <label htmlFor={fileId} className={button.secondary} aria-disabled={uploading}>
            {uploading ? t.uploading : url ? t.replace : t.upload}
          </label>
          <input
            id={fileId}
            className={dropStyles.fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            disabled={uploading}
            aria-label={`${t.upload}: ${label}`}
            onChange={(event) => {
              const [file] = event.target.files ?? [];
              event.target.value = '';
              void upload(file);
            }}
          />
          {url ? (
            <button
              type="button"
              className={button.secondary}
              onClick={() => setUrl('')}
              disabled={uploading}
            >
              {t.remove}
            </button>
          ) : null}
        </div>
      </div>
      <p className={form.hint}>{hint ? `${hint} ${t.dropHint}` : t.dropHint}</p>
      {problem || error ? (
        <p role="alert" className={form.fieldError}>
          {problem ?? error}
        </p>
      ) : null}
      <label htmlFor={inputId} className={form.hint}>
        {t.address(label)}
      </label>
      <input
        id={inputId}
        className={form.input}
        type="text"
        autoComplete="off"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
      />
    </fieldset>
  );
}
