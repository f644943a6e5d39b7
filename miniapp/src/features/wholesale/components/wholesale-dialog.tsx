/** The four-step wholesale dialog: quantity, bundles, selection (individual bundle only), confirmation. */
import {
  type BundleOffer,
  canDecreaseWholesale,
  canIncreaseWholesale,
  formatKopecks,
  MAX_BUNDLE_QUANTITY,
  MAX_ROW_QUANTITY,
  newVariantRow,
} from '@shop/core/rules';
import { type Dispatch, useId } from 'react';
import { Dialog } from '../../../shared/ui/dialog';
import { button } from '../../../shared/ui/primitives.css';
import {
  bundleVariantsOfFlow,
  canConfirm,
  canGoNext,
  totalItemsOfFlow,
  type WholesaleAction,
  type WholesaleFlow,
  type WholesaleStep,
} from '../lib/wholesale-flow';
import { wholesaleRu } from '../texts';
import * as styles from './wholesale.css';

export interface WholesaleDialogProps {
  flow: WholesaleFlow;
  dispatch: Dispatch<WholesaleAction>;
  offers: BundleOffer[];
  product: { colors: readonly string[]; sizes: readonly string[] };
  wholesalePriceKopecks: number;
  colorName: (code: string) => string;
  sizeName: (code: string) => string;
  onConfirm: () => void;
  onClose: () => void;
}

export function WholesaleDialog(props: WholesaleDialogProps) {
  const { flow, dispatch } = props;
  const steps: WholesaleStep[] =
    flow.bundle?.type === 'individual'
      ? ['quantity', 'bundles', 'selection', 'confirmation']
      : ['quantity', 'bundles', 'confirmation'];
  const totalItems = totalItemsOfFlow(flow);
  const totalKopecks = totalItems * props.wholesalePriceKopecks;
  const confirmLabel = flow.checking
    ? wholesaleRu.checking
    : flow.adding
      ? wholesaleRu.adding
      : wholesaleRu.confirm(formatKopecks(totalKopecks));

  return (
    <Dialog title={wholesaleRu.dialogTitle} onClose={props.onClose}>
      <ol
        className={styles.steps}
        aria-label={wholesaleRu.stepOf(steps.indexOf(flow.step) + 1, steps.length)}
      >
        {steps.map((step) => (
          <li
            key={step}
            className={`${styles.stepItem} ${step === flow.step ? styles.stepCurrent : ''}`}
            aria-current={step === flow.step ? 'step' : undefined}
          >
            {wholesaleRu.steps[step]}
          </li>
        ))}
      </ol>
      <div className={styles.body}>
        {flow.step === 'quantity' ? <QuantityStep flow={flow} dispatch={dispatch} /> : null}
        {flow.step === 'bundles' ? <BundlesStep {...props} /> : null}
        {flow.step === 'selection' ? <SelectionStep {...props} /> : null}
        {flow.step === 'confirmation' ? (
          <dl className={styles.summary}>
            <div className={styles.summaryRow}>
              <dt>{flow.bundle?.name}</dt>
              <dd>{wholesaleRu.perItem(props.wholesalePriceKopecks)}</dd>
            </div>
            {bundleVariantsOfFlow(flow).map((row) => (
              <div key={`${row.colorCode}|${row.sizeCode}`} className={styles.summaryRow}>
                <dt>
                  {props.colorName(row.colorCode)}, {props.sizeName(row.sizeCode)}
                </dt>
                <dd>{row.quantity} шт.</dd>
              </div>
            ))}
            <div className={styles.summaryRow}>
              <dt>{wholesaleRu.totalItems}</dt>
              <dd data-testid="wholesale-total-items">{totalItems}</dd>
            </div>
            <div className={styles.summaryTotal}>
              <dt>{wholesaleRu.total}</dt>
              <dd>{formatKopecks(totalKopecks)}</dd>
            </div>
            {totalItems > 0 && totalItems < flow.minimum ? (
              <p className={styles.warning}>{wholesaleRu.belowMinimum(flow.minimum)}</p>
            ) : null}
          </dl>
        ) : null}
      </div>
      <div className={styles.actions}>
        {flow.step !== 'quantity' ? (
          <button
            type="button"
            className={button({ tone: 'outline' })}
            disabled={flow.checking || flow.adding}
            onClick={() => dispatch({ type: 'back' })}
          >
            {wholesaleRu.back}
          </button>
        ) : null}
        {flow.step === 'confirmation' ? (
          <button
            type="button"
            className={button({ tone: 'primary' })}
            disabled={!canConfirm(flow)}
            onClick={props.onConfirm}
          >
            {confirmLabel}
          </button>
        ) : (
          <button
            type="button"
            className={button({ tone: 'primary' })}
            disabled={!canGoNext(flow)}
            onClick={() => dispatch({ type: 'next' })}
          >
            {wholesaleRu.next}
          </button>
        )}
      </div>
    </Dialog>
  );
}

function QuantityStep({ flow, dispatch }: Pick<WholesaleDialogProps, 'flow' | 'dispatch'>) {
  const id = useId();
  return (
    <div className={styles.body}>
      <label htmlFor={id}>{wholesaleRu.quantityLabel}</label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepperButton}
          aria-label={wholesaleRu.decrease}
          disabled={!canDecreaseWholesale(flow.quantity, flow.minimum)}
          onClick={() => dispatch({ type: 'quantity', value: flow.quantity - 1 })}
        >
          −
        </button>
        <input
          id={id}
          className={styles.numberInput}
          type="number"
          inputMode="numeric"
          min={flow.minimum}
          max={MAX_BUNDLE_QUANTITY}
          value={flow.quantity}
          onChange={(event) => dispatch({ type: 'quantity', value: event.target.value })}
        />
        <button
          type="button"
          className={styles.stepperButton}
          aria-label={wholesaleRu.increase}
          disabled={!canIncreaseWholesale(flow.quantity)}
          onClick={() => dispatch({ type: 'quantity', value: flow.quantity + 1 })}
        >
          +
        </button>
      </div>
      <p className={styles.muted}>{wholesaleRu.quantityHint(flow.minimum)}</p>
    </div>
  );
}

function BundlesStep({ flow, dispatch, offers }: WholesaleDialogProps) {
  const name = useId();
  const key = (offer: BundleOffer) => `${offer.type}|${offer.color ?? ''}|${offer.size ?? ''}`;
  return (
    <fieldset className={styles.offers}>
      <legend className={styles.muted}>{wholesaleRu.bundlesLegend}</legend>
      {offers.filter((offer) => offer.type !== 'individual').length === 0 ? (
        <p className={styles.muted}>{wholesaleRu.noSets}</p>
      ) : null}
      {offers.map((offer) => (
        <label key={key(offer)} className={styles.offer}>
          <input
            type="radio"
            name={name}
            checked={flow.bundle !== null && key(flow.bundle) === key(offer)}
            onChange={() => dispatch({ type: 'choose', bundle: offer })}
          />
          <span className={styles.offerName}>{offer.name}</span>
          <span className={styles.offerMeta}>
            <span>{offer.description}</span>
            {offer.type === 'individual' ? null : (
              <>
                <span>{wholesaleRu.items(offer.estimatedItems)}</span>
                <span>{formatKopecks(offer.totalPriceKopecks)}</span>
                <span>{wholesaleRu.savings(offer.totalSavingsKopecks)}</span>
              </>
            )}
            <span>{wholesaleRu.efficiency(offer.efficiency)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function SelectionStep({ flow, dispatch, product, colorName, sizeName }: WholesaleDialogProps) {
  const firstRow = newVariantRow(product);
  return (
    <div className={styles.body}>
      <p className={styles.muted}>{wholesaleRu.rowsLegend}</p>
      {flow.rows.length === 0 ? <p className={styles.muted}>{wholesaleRu.noRows}</p> : null}
      <ul className={styles.rows}>
        {flow.rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place; two may name one variant
          <li key={index} className={styles.row}>
            <label className={styles.rowField}>
              {wholesaleRu.rowColor}
              <select
                className={styles.select}
                value={row.colorCode}
                onChange={(event) =>
                  dispatch({ type: 'changeRow', index, row: { colorCode: event.target.value } })
                }
              >
                {product.colors.map((code) => (
                  <option key={code} value={code}>
                    {colorName(code)}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.rowField}>
              {wholesaleRu.rowSize}
              <select
                className={styles.select}
                value={row.sizeCode}
                onChange={(event) =>
                  dispatch({ type: 'changeRow', index, row: { sizeCode: event.target.value } })
                }
              >
                {product.sizes.map((code) => (
                  <option key={code} value={code}>
                    {sizeName(code)}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.rowField}>
              {wholesaleRu.rowQuantity}
              <input
                className={styles.numberInput}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_ROW_QUANTITY}
                value={row.quantity}
                onChange={(event) =>
                  dispatch({ type: 'changeRow', index, row: { quantity: Number(event.target.value) } })
                }
              />
            </label>
            <button
              type="button"
              className={button({ tone: 'ghost', size: 'sm' })}
              aria-label={`${wholesaleRu.removeRow} ${index + 1}`}
              onClick={() => dispatch({ type: 'removeRow', index })}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {firstRow ? (
        <button
          type="button"
          className={button({ tone: 'outline', size: 'sm' })}
          onClick={() => dispatch({ type: 'addRow', row: firstRow })}
        >
          {wholesaleRu.addRow}
        </button>
      ) : null}
    </div>
  );
}
