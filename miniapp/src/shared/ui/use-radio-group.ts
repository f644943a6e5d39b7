/**
 * One-of-many choices as a WAI-ARIA radio group: one tab stop (the chosen option, else the first enabled one),
 * arrow keys move to the next enabled option and choose it, Home and End go to the first and the last. The
 * options stay buttons, so Space, Enter and a click choose as well; disabled options are skipped. The group
 * element is written with role="radiogroup" and its label where it is rendered, so the linter sees the role.
 */
import { type KeyboardEvent, useRef } from 'react';

interface RadioGroupOptions {
  values: readonly string[];
  selected: string | null;
  isDisabled?: (value: string) => boolean;
  onSelect: (value: string) => void;
}

const steps: Record<string, 'next' | 'previous' | 'first' | 'last'> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

export function useRadioGroup({ values, selected, isDisabled = () => false, onSelect }: RadioGroupOptions) {
  const elements = useRef(new Map<string, HTMLButtonElement>());
  const enabled = values.filter((value) => !isDisabled(value));
  const tabStop = selected !== null && enabled.includes(selected) ? selected : enabled[0];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: string) => {
    const step = steps[event.key];
    if (!step || enabled.length === 0) return;
    event.preventDefault();
    const index = enabled.indexOf(from);
    const last = enabled.length - 1;
    const target =
      step === 'first'
        ? 0
        : step === 'last'
          ? last
          : step === 'next'
            ? (index + 1) % enabled.length
            : (index - 1 + enabled.length) % enabled.length;
    const value = enabled[target];
    if (value === undefined) return;
    elements.current.get(value)?.focus();
    if (value !== selected) onSelect(value);
  };

  return {
    radioProps: (value: string) => ({
      ref: (element: HTMLButtonElement | null) => {
        if (element) elements.current.set(value, element);
        else elements.current.delete(value);
      },
      type: 'button' as const,
      role: 'radio',
      'aria-checked': selected === value,
      tabIndex: value === tabStop ? 0 : -1,
      disabled: isDisabled(value),
      onClick: () => onSelect(value),
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => onKeyDown(event, value),
    }),
  };
}
