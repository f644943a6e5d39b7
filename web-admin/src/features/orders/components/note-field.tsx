import * as form from '../../../ui/form.css';

/** The staff's note to an order's change of status or refund; the API takes at most 500 letters. */
export function NoteField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (note: string) => void;
}) {
  return (
    <label className={form.field}>
      <span className={form.label}>{label}</span>
      <input
        className={form.input}
        value={value}
        maxLength={500}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
