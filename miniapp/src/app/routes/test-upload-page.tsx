import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { ru } from '../../shared/texts/ru';
import { field } from '../../shared/ui/primitives.css';
import { Page } from '../layout/page';
import * as styles from './pages.css';

/** The spec's upload test page: picks an image and previews it locally; the upload call comes with uploads. */
export function TestUploadPage() {
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(file ? URL.createObjectURL(file) : null);
  };

  return (
    <Page title={ru.upload.title}>
      <p className={styles.muted}>{ru.upload.hint}</p>
      <label className={`${field} ${styles.uploadField}`} htmlFor={inputId}>
        {ru.upload.label}
        <input id={inputId} type="file" accept="image/*" onChange={onChange} />
      </label>
      {preview ? <img className={styles.uploadPreview} src={preview} alt={ru.upload.preview} /> : null}
    </Page>
  );
}
