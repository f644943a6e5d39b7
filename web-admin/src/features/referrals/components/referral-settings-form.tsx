import { errorMessage } from '@shop/api/client';
import type { ReferralSettings } from '@shop/core';
import { type FormEvent, useState } from 'react';
import { texts } from '../../../lib/texts';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { Panel } from '../../../ui/panel';
import { useSaveReferralSettings } from '../api/referral-calls';
import { referralTexts } from '../referral-texts';

const t = referralTexts.settings;

const roubles = (kopecks: number) => String(kopecks / 100).replace('.', ',');
/** Whole roubles or roubles and kopecks typed with a dot or comma; NaN for anything else. */
const kopecksOf = (text: string) => {
  const normalized = text.replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d{0,2})?$/.test(normalized) ? Math.round(Number(normalized) * 100) : Number.NaN;
};

/** The reward switch and its discount; the server checks the numbers and answers a field's error. */
export function ReferralSettingsForm({ settings }: { settings: ReferralSettings }) {
  const save = useSaveReferralSettings();
  const [enabled, setEnabled] = useState(settings.rewardEnabled);
  const [type, setType] = useState(settings.discountType);
  const [value, setValue] = useState(
    settings.discountType === 'fixed' ? roubles(settings.discountValue) : String(settings.discountValue),
  );
  const [minOrder, setMinOrder] = useState(roubles(settings.minOrderValueKopecks));
  const [validDays, setValidDays] = useState(String(settings.validDays));
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const discountValue = type === 'fixed' ? kopecksOf(value) : Number(value);
    const document = {
      rewardEnabled: enabled,
      discountType: type,
      discountValue,
      minOrderValueKopecks: kopecksOf(minOrder),
      validDays: Number(validDays),
    };
    if (Object.values(document).some((item) => typeof item === 'number' && !Number.isInteger(item))) {
      setNotice({ ok: false, text: t.badNumber });
      return;
    }
    setNotice(null);
    save.mutate(document, {
      onSuccess: () => setNotice({ ok: true, text: t.saved }),
      onError: (error) => {
        const fields = (error as { fields?: Record<string, string> }).fields;
        const first = fields ? Object.values(fields)[0] : undefined;
        setNotice({ ok: false, text: first ?? errorMessage(error, texts.errors.generic) });
      },
    });
  }

  return (
    <Panel id="referral-settings-title" title={t.title}>
      <p className={form.hint}>{t.hint}</p>
      <form onSubmit={submit} className={form.grid} noValidate>
        <label className={form.checkbox}>
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
          {t.enabled}
        </label>
        <label className={form.field}>
          <span className={form.label}>{t.type}</span>
          <select
            className={form.input}
            value={type}
            onChange={(event) => setType(event.target.value as ReferralSettings['discountType'])}
          >
            <option value="percentage">{t.percentage}</option>
            <option value="fixed">{t.fixed}</option>
          </select>
        </label>
        <TextField
          label={`${t.value}, ${type === 'percentage' ? '%' : '₽'}`}
          value={value}
          onChange={setValue}
          inputMode="decimal"
        />
        <TextField label={t.minOrder} value={minOrder} onChange={setMinOrder} inputMode="decimal" />
        <TextField label={t.validDays} value={validDays} onChange={setValidDays} inputMode="numeric" />
        <div className={form.actions}>
          <button type="submit" className={button.primary} disabled={save.isPending}>
            {t.save}
          </button>
          {notice && (
            <p className={notice.ok ? form.formNotice : form.formError} role={notice.ok ? 'status' : 'alert'}>
              {notice.text}
            </p>
          )}
        </div>
      </form>
    </Panel>
  );
}

function TextField({
  label,
  value,
  onChange,
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputMode: 'decimal' | 'numeric';
}) {
  return (
    <label className={form.field}>
      <span className={form.label}>{label}</span>
      <input
        className={form.input}
        inputMode={inputMode}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
