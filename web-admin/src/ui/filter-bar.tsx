// The filters above an admin list (products, wholesale products, orders, users, audit): each a labelled control,
// and typed search text that reaches the list a moment after typing stops.
import { type ReactNode, useEffect, useState } from 'react';
import * as form from './form.css';

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

/** A select whose empty first choice ("any") means no filter: `onChange` gets one of the options' values or undefined. */
export function ChoiceFilter<T extends string>({
  label,
  anyLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  anyLabel: string;
  options: readonly (readonly [value: T, text: string])[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <FilterField label={label}>
      <select
        className={form.input}
        value={value ?? ''}
        onChange={(event) => onChange(options.find(([option]) => option === event.target.value)?.[0])}
      >
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

/** A yes-or-no filter: its two choices in the order written (`{ true: ..., false: ... }`), and "any" for none. */
export function BooleanFilter({
  options,
  value,
  onChange,
  ...choice
}: {
  label: string;
  anyLabel: string;
  options: { true: string; false: string };
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
}) {
  return (
    <ChoiceFilter
      {...choice}
      options={Object.entries(options) as [keyof typeof options, string][]}
      value={value === undefined ? undefined : value ? 'true' : 'false'}
      onChange={(flag) => onChange(flag === undefined ? undefined : flag === 'true')}
    />
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
