import type { ReactNode } from 'react';
import { button, dangerButton } from './button.css';
import * as form from './form.css';
import * as table from './table.css';

/**
 * Items of a form edited as a list (the home page's banners): each in a fieldset with its legend, its fields and
 * a remove button, and an add button after them all.
 */
export function FieldsetList({
  items,
  className,
  legend,
  removeLabel,
  addLabel,
  onRemove,
  onAdd,
  children,
}: {
  items: readonly { id: string }[];
  className: string;
  legend: (index: number) => string;
  removeLabel: string;
  addLabel: string;
  onRemove: (index: number) => void;
  onAdd: () => void;
  /** The fields of the item at this index. */
  children: (index: number) => ReactNode;
}) {
  return (
    <>
      {items.map((item, index) => (
        <fieldset key={item.id} className={className}>
          <legend className={form.legend}>{legend(index)}</legend>
          <div className={form.grid}>{children(index)}</div>
          <div className={form.actions}>
            <button
              type="button"
              className={`${dangerButton} ${table.smallButton}`}
              onClick={() => onRemove(index)}
            >
              {removeLabel}
            </button>
          </div>
        </fieldset>
      ))}
      <div className={form.actions}>
        <button type="button" className={button.secondary} onClick={onAdd}>
          {addLabel}
        </button>
      </div>
    </>
  );
}
