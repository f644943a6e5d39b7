import { ruSizes } from '../../../shared/texts/ru-sizes';
import { useMySizeCodes } from '../api/size-profile';

/**
 * «В моих размерах» in the catalogue: the size filter set to her sizes, in one tap; shown once she has any.
 * `className`: the catalogue's own look of a check row.
 */
export function MySizesFilter({
  selected,
  onChange,
  className,
}: {
  selected: readonly string[];
  onChange: (codes: string[]) => void;
  className?: string;
}) {
  const mine = useMySizeCodes();
  if (mine.length === 0) return null;
  const on = mine.length === selected.length && mine.every((code) => selected.includes(code));
  return (
    <label className={className}>
      <input type="checkbox" checked={on} onChange={() => onChange(on ? [] : mine)} />
      {ruSizes.mine.filter}
    </label>
  );
}
