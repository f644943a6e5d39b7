import { isApiError } from '@shop/api/client';
import { type WholesaleAction, type WholesaleBulkInput, wholesaleBulkInput } from '@shop/core';
import { type FormEvent, useState } from 'react';
import { texts } from '../../../lib/texts';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { wholesaleTexts } from '../wholesale-texts';
import * as styles from './wholesale.css';

const t = wholesaleTexts.products.bulk;

/** The value typed for an action as the schema takes it: roubles become kopecks. */
function changeOf(action: WholesaleAction, typed: string): unknown {
  const number = typed.trim() === '' ? Number.NaN : Number(typed.replace(/\s/g, '').replace(',', '.'));
  switch (action) {
    case 'setMinQuantity':
      return { action, minQuantity: number };
    case 'setPrice':
      return { action, wholesalePriceKopecks: Math.round(number * 100) };
    case 'setDiscount':
      return { action, discountPercentage: number };
    default:
      return { action };
  }
}

/** One change for every chosen product, checked with the API's own schema before it is sent. */
export function WholesaleBulkBar({
  selected,
  onApply,
  onClear,
}: {
  selected: number[];
  onApply: (input: WholesaleBulkInput) => Promise<{ updated: number }>;
  onClear: () => void;
}) {
  const [action, setAction] = useState<WholesaleAction>('enable');
  const [value, setValue] = useState('');
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ kind: 'done' | 'failed'; message: string } | null>(null);
  const needsValue = action !== 'enable' && action !== 'disable';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = wholesaleBulkInput.safeParse({ productIds: selected, change: changeOf(action, value) });
    if (!parsed.success) {
      setResult({ kind: 'failed', message: parsed.error.issues[0]?.message ?? texts.common.formInvalid });
      return;
    }
    setPending(true);
    setResult(null);
    try {
      const { updated } = await onApply(parsed.data);
      setResult({ kind: 'done', message: t.done(updated) });
    } catch (error) {
      setResult({ kind: 'failed', message: isApiError(error) ? error.message : texts.errors.generic });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={styles.bulkBar} onSubmit={submit} noValidate aria-label={t.label}>
      <span className={styles.bulkCount}>
        {selected.length > 0 ? t.selected(selected.length) : t.nothing}
      </span>
      <label className={form.field}>
        <span className={form.label}>{t.action}</span>
        <select
          className={form.input}
          value={action}
          onChange={(event) => {
            setAction(event.target.value as WholesaleAction);
            setResult(null);
          }}
        >
          {t.actions.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {needsValue && (
        <label className={`${form.field} ${styles.valueField}`}>
          <span className={form.label}>{t.value}</span>
          <input
            className={form.input}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            aria-invalid={result?.kind === 'failed'}
            onChange={(event) => setValue(event.target.value)}
          />
        </label>
      )}
      <button type="submit" className={button.primary} disabled={pending || selected.length === 0}>
        {pending ? t.applying : t.apply}
      </button>
      {selected.length > 0 && (
        <button type="button" className={button.secondary} onClick={onClear}>
          {t.clear}
        </button>
      )}
      {result && (
        <p
          role={result.kind === 'failed' ? 'alert' : 'status'}
          className={result.kind === 'failed' ? form.formError : form.formNotice}
        >
          {result.message}
        </p>
      )}
    </form>
  );
}
