import { errorMessage } from '@shop/api/client';
import { useState } from 'react';
import { texts } from '../../../lib/texts';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { csvTexts as t } from '../csv-texts';
import * as styles from './csv.css';

/** A button that downloads an export; while the file is prepared it says so, a failure is shown beside it. */
export function CsvExportButton({ label, download }: { label: string; download: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    setBusy(true);
    setError(null);
    try {
      await download();
    } catch (failure) {
      setError(errorMessage(failure, texts.errors.generic));
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className={styles.exportAction}>
      <button type="button" className={button.secondary} disabled={busy} onClick={() => void run()}>
        {busy ? t.exporting : label}
      </button>
      {error && (
        <span role="alert" className={form.fieldError}>
          {error}
        </span>
      )}
    </span>
  );
}
