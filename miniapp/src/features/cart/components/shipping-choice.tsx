/** The region and shipping method of the cart; the choice is kept locally and priced into the totals. */
import { DELIVERY_REGIONS, formatKopecks } from '@shop/core/rules';
import { useId } from 'react';
import { ru } from '../../../shared/texts/ru';
import { ruOrders } from '../../../shared/texts/ru-orders';
import { input, visuallyHidden } from '../../../shared/ui/primitives.css';
import type { ShippingOption } from '../api/shipping-calls';
import { chooseShipping } from '../store/shipping-choice-store';
import * as styles from './cart.css';

function feeText(option: ShippingOption): string {
  return option.feeKopecks === 0 ? ru.cart.free : formatKopecks(option.feeKopecks);
}

export function ShippingMethodOptions({
  options,
  selectedId,
  name,
  onSelect,
  notes,
}: {
  options: readonly ShippingOption[];
  selectedId: string | null;
  name: string;
  onSelect: (id: string) => void;
  /** A line of its own under a method's term, by method id (how far a pickup place is). */
  notes?: ReadonlyMap<string, string>;
}) {
  return (
    <fieldset className={styles.options}>
      <legend className={visuallyHidden}>{ruOrders.checkout.shippingMethod}</legend>
      {options.map((option) => (
        <label key={option.id} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={option.id === selectedId}
            onChange={() => onSelect(option.id)}
          />
          <span className={styles.optionText}>
            <span>{option.name}</span>
            <span className={styles.small}>{option.estimatedDays}</span>
            {notes?.has(option.id) ? <span className={styles.small}>{notes.get(option.id)}</span> : null}
          </span>
          <span>{feeText(option)}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function RegionSelect({ id, value }: { id: string; value: string }) {
  return (
    <select
      id={id}
      className={input}
      value={value}
      onChange={(event) => chooseShipping({ region: event.target.value, methodId: null })}
    >
      {DELIVERY_REGIONS.map((region) => (
        <option key={region.code} value={region.code}>
          {region.name}
        </option>
      ))}
    </select>
  );
}

export function ShippingChoice({
  region,
  options,
  selectedId,
  failed,
}: {
  region: string;
  options: readonly ShippingOption[] | null;
  selectedId: string | null;
  failed: boolean;
}) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {ru.cart.shipping}
      </h2>
      <label htmlFor={`${id}-region`} className={styles.small}>
        {ru.cart.region}
      </label>
      <RegionSelect id={`${id}-region`} value={region} />
      {options === null ? (
        <p className={styles.small} role="status">
          {ru.cart.shippingLoading}
        </p>
      ) : (
        <ShippingMethodOptions
          options={options}
          selectedId={selectedId}
          name={`${id}-method`}
          onSelect={(methodId) => chooseShipping({ methodId })}
        />
      )}
      {failed ? <p className={styles.small}>{ru.cart.shippingFallback}</p> : null}
    </section>
  );
}
