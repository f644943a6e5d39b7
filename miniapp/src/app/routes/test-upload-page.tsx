import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useAuth } from '../../features/auth/store/auth-store';
import { isStaff } from '../../features/auth/types';
import { ru } from '../../shared/texts/ru';
import { ruUpload } from '../../shared/texts/ru-upload';
import { field } from '../../shared/ui/primitives.css';
import { LoadingState } from '../../shared/ui/states';
import { Page } from '../layout/page';
import { NotFoundPage } from './not-found-page';
import * as styles from './pages.css';

/**
 * The spec's upload test page, kept in the route table for staff: anyone else gets the not-found page, so a
 * buyer never meets a test screen.
 */
export function TestUploadPage() {
  const { status, user } = useAuth();
  if (status === 'loading') return <LoadingState text={ru.auth.checking} />;
  return isStaff(user) ? <UploadPreview /> : <NotFoundPage />;
}

/** Picks an image and previews it locally; nothing is sent to the server. */
function UploadPreview() {
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
    <Page title={ruUpload.title}>
      <p className={styles.muted}>{ruUpload.hint}</p>
      <label className={`${field} ${styles.uploadField}`} htmlFor={inputId}>
        {ruUpload.label}
        <input id={inputId} type="file" accept="image/*" onChange={onChange} />
      </label>
      {preview ? <img className={styles.uploadPreview} src={preview} alt={ruUpload.preview} /> : null}
    </Page>
  );
}
