import { errorMessage } from '@shop/api/client';
import { stockQuantityOf, stockQuantityText } from '@shop/core/rules';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ru } from '../../../shared/texts/ru';
import { button, errorText, field, input } from '../../../shared/ui/primitives.css';
import { toast } from '../../../shared/ui/toast/toast-store';
import { cartStyles } from '../../cart';
import { useMainButton } from '../../telegram';
import { useSetStock, useVariantStock, type VariantStock } from '../api/staff-calls';
import { staffTexts } from '../texts';
import { QueryStates } from './query-states';
import * as styles from './staff.css';

/** The variant's stock now, and a new figure to set; «Сохранить остаток» is also Telegram's main button. */
function StockForm({ variant }: { variant: VariantStock }) {
  const [text, setText] = useState(String(variant.quantity));
  const [invalid, setInvalid] = useState(false);
  const save = useSetStock(variant.sku);
  const submit = () => {
    const quantity = stockQuantityOf(text);
    setInvalid(quantity === null);
    if (quantity === null || save.isPending) return;
    save.mutate(quantity, {
      onSuccess: (saved) => toast(staffTexts.saved(saved.sku, saved.quantity), { type: 'success' }),
      onError: (error) =>
        toast(staffTexts.saveFailed, {
          type: 'error',
          description: errorMessage(error, ru.common.errorOccurred),
        }),
    });
  };
  useMainButton(save.isPending ? staffTexts.saving : staffTexts.save, submit, !save.isPending);
  return (
    <section className={cartStyles.panel} aria-label={variant.sku}>
      <h2 className={cartStyles.panelTitle}>{variant.name}</h2>
      <p className={styles.muted}>{variant.sku}</p>
      <p>
        {staffTexts.inStock}:{' '}
        <strong data-testid="stock-quantity">{staffTexts.pieces(variant.quantity)}</strong>
      </p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submit();
        }}
      >
        <label className={field}>
          <span>{staffTexts.newQuantity}</span>
          <input
            className={input}
            inputMode="numeric"
            value={text}
            aria-invalid={invalid}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        {invalid ? (
          <p className={errorText} role="alert">
            {stockQuantityText}
          </p>
        ) : null}
        <button type="submit" className={button()} disabled={save.isPending}>
          {save.isPending ? staffTexts.saving : staffTexts.save}
        </button>
      </form>
    </section>
  );
}

/** A new variant starts a new form, with its own figure in the field. */
function StockOf({ sku }: { sku: string }) {
  return (
    <QueryStates
      query={useVariantStock(sku)}
      loading={staffTexts.loadingStock}
      failed={staffTexts.stockFailed}
    >
      {(variant) => <StockForm key={variant.sku} variant={variant} />}
    </QueryStates>
  );
}

/** A variant's stock by its SKU (`?sku=`, as the order's lines link to it): found, shown and set. */
export function VariantStockScreen() {
  const [params, setParams] = useSearchParams();
  const sku = (params.get('sku') ?? '').trim().toUpperCase();
  const [query, setQuery] = useState(sku);
  return (
    <div className={styles.screen}>
      <form
        className={styles.inline}
        onSubmit={(event) => {
          event.preventDefault();
          if (query.trim()) setParams({ sku: query.trim().toUpperCase() });
        }}
      >
        <label className={`${field} ${styles.grow}`}>
          <span>{staffTexts.skuLabel}</span>
          <input className={input} value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>
        <button type="submit" className={button({ tone: 'outline' })}>
          {staffTexts.find}
        </button>
      </form>
      {sku ? <StockOf sku={sku} /> : null}
    </div>
  );
}
