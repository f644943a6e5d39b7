// The filters above an admin list (products, wholesale products, orders, users, audit): each a labelled control,
// and typed search text that reaches the list a moment after typing stops.
import { type ReactNode, useEffect, useState } from 'react';
import * as form from './form.css';

/** A value and its wording in a filter's select. */
export type FilterOption = readonly [value: string, text: string];

export function FilterBar({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <search className={className} aria-label={label}>
      {children}
    </search>
  );
}

export function FilterField({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child passed in, inside the label
    <label className={className ? `${form.field} ${className}` : form.field}>
      <span className={form.label}>{label}</span>
      {children}
    </label>
  );
}

/** A select whose empty first choice ("any") means no filter. */
export function ChoiceFilter({
  label,
  anyLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  anyLabel: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FilterField label={label}>
      <select className={form.input} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** A day; empty means no bound. */
export function DayFilter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (day: string | undefined) => void;
}) {
  return (
    <FilterField label={label}>
      <input
        className={form.input}
        type="date"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </FilterField>
  );
}

/** Typed search text: the list's filter gets it trimmed (undefined when blank) 300 ms after typing stops. */
export function SearchFilter({
  label,
  placeholder,
  className,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  className?: string;
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
}) {
  const [text, setText] = useDebouncedSearch(value, onSearch);
  return (
    <FilterField label={label} {...(className ? { className } : {})}>
      <input
        className={form.input}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
      />
    </FilterField>
  );
}

/**
 * The search text as typed, and its setter; `commit` gets the trimmed text (undefined when blank) 300 ms after
 * typing stops, unless it already is the filter's value.
 */
function useDebouncedSearch(
  value: string | undefined,
  commit: (text: string | undefined) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(value ?? '');
  // The filter changed elsewhere (the reset button): the field shows it, unless it is what was typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }
  useEffect(() => {
    if (text === (value ?? '')) return;
    const timer = setTimeout(() => commit(text.trim() || undefined), 300);
    return () => clearTimeout(timer);
  }, [text, value, commit]);
  return [text, setText];
}
