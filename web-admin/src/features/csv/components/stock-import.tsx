import { errorMessage, isApiError } from '@shop/api/client';
import { useState } from 'react';
import { texts } from '../../../lib/texts';
import { button } from '../../../ui/button.css';
import { FileDropZone } from '../../../ui/file-drop-zone';
import * as form from '../../../ui/form.css';
import * as table from '../../../ui/table.css';
import { TableHead } from '../../../ui/table-head';
import { previewStockImport, type StockImportResult, useApplyStockImport } from '../api/csv-calls';
import { csvTexts as t } from '../csv-texts';
import * as styles from './csv.css';

// The api takes up to 900,000 characters of text; a file's bytes are at least as many.
const MAX_BYTES = 900_000;

type Step =
  | { kind: 'choose' }
  | { kind: 'reading'; name: string }
  | { kind: 'problems'; name: string; messages: string[] }
  | { kind: 'preview'; name: string; csv: string; result: StockImportResult }
  | { kind: 'applied'; changes: number };

/** Each refused line's message in the file's order, or the one message of a file refused as a whole. */
function problemsOf(error: unknown): string[] {
  if (isApiError(error) && error.fields) {
    const lines = Object.entries(error.fields)
      .filter(([field]) => field.startsWith('csv.'))
      .sort(([a], [b]) => Number(a.slice(4)) - Number(b.slice(4)))
      .map(([, message]) => message);
    if (lines.length) return lines;
  }
  return [errorMessage(error, texts.errors.generic)];
}

/** Stock from a CSV file: choose or drop it, see what would change (or what is wrong), apply with a confirm. */
export function StockImport() {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const apply = useApplyStockImport();

  async function read(file: File | undefined) {
    if (!file) return;
    apply.reset();
    if (!/\.(csv|txt)$/i.test(file.name)) {
      setStep({ kind: 'problems', name: file.name, messages: [t.notCsv] });
      return;
    }
    if (file.size > MAX_BYTES) {
      setStep({ kind: 'problems', name: file.name, messages: [t.tooBig] });
      return;
    }
    setStep({ kind: 'reading', name: file.name });
    const csv = await file.text();
    try {
      setStep({ kind: 'preview', name: file.name, csv, result: await previewStockImport(csv) });
    } catch (error) {
      setStep({ kind: 'problems', name: file.name, messages: problemsOf(error) });
    }
  }

  function confirmApply(csv: string, changes: number) {
    if (!window.confirm(t.confirmApply(changes))) return;
    apply.mutate(csv, {
      onSuccess: (result) => setStep({ kind: 'applied', changes: result.changes.length }),
      onError: (error) => {
        if (isApiError(error) && error.status === 400) {
          setStep((current) => ({
            kind: 'problems',
            name: current.kind === 'preview' ? current.name : '',
            messages: problemsOf(error),
          }));
        }
      },
    });
  }

  return (
    <div className={form.panel}>
      <FileDropZone
        label={t.dropZone}
        hint={t.hint}
        dropHint={t.dropHere}
        chooseLabel={step.kind === 'choose' ? t.choose : t.another}
        accept=".csv,.txt,text/csv"
        disabled={step.kind === 'reading' || apply.isPending}
        onFiles={(files) => void read(files[0])}
      >
        {step.kind === 'reading' && <p role="status">{t.reading(step.name)}</p>}
      </FileDropZone>

      {step.kind === 'problems' && (
        <div role="alert" className={form.formError}>
          <strong>{t.problemsTitle}</strong>
          {step.name && <p>{t.fileName(step.name)}</p>}
          <ul className={styles.problems}>
            {step.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <p>{t.problemsHint}</p>
        </div>
      )}

      {step.kind === 'preview' && (
        <section className={form.field} aria-labelledby="stock-preview-title">
          <h2 id="stock-preview-title" className={form.panelTitle}>
            {t.previewTitle}
          </h2>
          <p className={form.hint}>{t.fileName(step.name)}</p>
          <p role="status">
            {t.summary(step.result.lines, step.result.changes.length, step.result.unchanged)}
          </p>
          {step.result.changes.length === 0 ? (
            <p className={form.formNotice}>{t.noChanges}</p>
          ) : (
            <>
              <div className={table.wrapper}>
                <table className={table.table} aria-label={t.tableLabel}>
                  <TableHead
                    labels={Object.values(t.columns)}
                    numeric={[t.columns.before, t.columns.after]}
                  />
                  <tbody>
                    {step.result.changes.map((change) => (
                      <tr key={change.sku}>
                        <td>{change.sku}</td>
                        <td>{change.name}</td>
                        <td className={table.numeric}>{change.before}</td>
                        <td className={table.numeric}>
                          <span className={styles.arrow} aria-hidden="true">
                            →
                          </span>
                          <span className={styles.after}>{change.after}</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className={form.actions}>
                <button
                  type="button"
                  className={button.primary}
                  disabled={apply.isPending}
                  onClick={() => confirmApply(step.csv, step.result.changes.length)}
                >
                  {apply.isPending ? t.applying : t.apply(step.result.changes.length)}
                </button>
              </div>
            </>
          )}
          {apply.error && !(isApiError(apply.error) && apply.error.status === 400) && (
            <p role="alert" className={form.formError}>
              {errorMessage(apply.error, texts.errors.generic)}
            </p>
          )}
        </section>
      )}

      {step.kind === 'applied' && (
        <p role="status" className={form.formNotice}>
          {t.applied(step.changes)}
        </p>
      )}
    </div>
  );
}
