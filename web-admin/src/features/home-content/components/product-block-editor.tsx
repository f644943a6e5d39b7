import type { HomeConfig, HomeConfigFormValues } from '@shop/core';
import { useId, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import * as table from '../../../ui/table.css';
import { ControlGroup } from '../../settings/components/control-list';
import { useProductNames, useProductSearch } from '../api/home-content-calls';
import * as styles from './home-content.css';
import { homeTexts } from './home-texts';

type Methods = UseFormReturn<HomeConfigFormValues, unknown, HomeConfig>;
/** The home page's product blocks, in the order the form lists them. */
export const productBlocks = ['featuredProducts', 'newArrivals', 'saleProducts'] as const;
export type ProductBlock = (typeof productBlocks)[number];
const t = homeTexts.blocks;

/**
 * Picked products as removable chips, and a search that adds more; `emptyHint` says what none picked means
 * (here: automatic selection).
 */
export function ProductPicker({
  value,
  onChange,
  emptyHint = t.auto,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  emptyHint?: string;
}) {
  const [text, setText] = useState('');
  const [found, setFound] = useState(new Map<number, string>());
  const search = useProductSearch(text);
  const names = useProductNames(value);
  const searchId = useId();
  const nameOf = (id: number) => found.get(id) ?? names.data?.get(id) ?? t.product(id);
  return (
    <div className={form.field}>
      <span className={form.label}>{t.picked}</span>
      {value.length === 0 ? (
        <span className={form.hint}>{emptyHint}</span>
      ) : (
        <ul className={styles.chips}>
          {value.map((id) => (
            <li key={id} className={styles.chip}>
              {nameOf(id)}
              <button
                type="button"
                className={`${button.secondary} ${table.smallButton}`}
                aria-label={t.remove(nameOf(id))}
                onClick={() => onChange(value.filter((picked) => picked !== id))}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className={form.label} htmlFor={searchId}>
        {t.search}
      </label>
      <input
        id={searchId}
        className={form.input}
        type="search"
        value={text}
        placeholder={t.searchHint}
        onChange={(event) => setText(event.target.value)}
      />
      {search.data && (
        <ul className={styles.results}>
          {search.data.length === 0 && <li className={form.hint}>{t.nothingFound}</li>}
          {search.data
            .filter((product) => !value.includes(product.id))
            .map((product) => (
              <li key={product.id}>
                <button
                  type="button"
                  className={`${button.secondary} ${table.smallButton}`}
                  aria-label={t.add(product.name)}
                  onClick={() => {
                    setFound(new Map(found).set(product.id, product.name));
                    onChange([...value, product.id]);
                  }}
                >
                  + {product.name} · {product.sku}
                </button>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}

export function ProductBlockEditor({ methods, block }: { methods: Methods; block: ProductBlock }) {
  return (
    <ControlGroup
      methods={methods}
      title={t[block]}
      wide={
        <Controller
          control={methods.control}
          name={`${block}.productIds`}
          render={({ field, fieldState }) => (
            <>
              <ProductPicker value={field.value ?? []} onChange={field.onChange} />
              {fieldState.error && <span className={form.fieldError}>{fieldState.error.message}</span>}
            </>
          )}
        />
      }
      fields={[
        { kind: 'text', name: `${block}.title`, label: t.blockTitle, hint: t.blockTitleHint },
        { kind: 'text', name: `${block}.subtitle`, label: t.subtitle },
        { kind: 'number', name: `${block}.maxProducts`, label: t.maxProducts, min: 1, max: 48 },
        { kind: 'select', name: `${block}.displayStyle`, label: t.displayStyle, options: t.styles },
        { kind: 'checkbox', name: `${block}.showPrices`, label: t.showPrices },
        { kind: 'checkbox', name: `${block}.showAddToCart`, label: t.showAddToCart },
      ]}
    />
  );
}
