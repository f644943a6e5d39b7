/** The «Мои размеры» card of the account (and of its own page, which Telegram's settings button opens). */
import { errorMessage } from '@shop/api/client';
import { SIZE_PROFILE_KINDS, type SizeProfileKind } from '@shop/core/rules';
import { type FormEvent, useId, useState } from 'react';
import { ruSizes } from '../../../shared/texts/ru-sizes';
import * as styles from '../../../shared/ui/account-card.css';
import { button, field, input } from '../../../shared/ui/primitives.css';
import { useSizes } from '../../catalog';
import { useSaveSizeProfile, useSizeProfile } from '../api/size-profile';
import type { SizeProfile } from '../types';

/** `titled`: the card's own heading, left out on the page of its own, whose title says the same. */
export function MySizesSection({ titled = true }: { titled?: boolean }) {
  const titleId = useId();
  const profile = useSizeProfile();
  return (
    <section className={styles.card} aria-labelledby={titled ? titleId : undefined}>
      {titled ? (
        <h2 id={titleId} className={styles.cardTitle}>
          {ruSizes.mine.title}
        </h2>
      ) : null}
      <p className={styles.muted}>{ruSizes.mine.hint}</p>
      {profile.isError ? (
        <p role="alert">{ruSizes.mine.loadFailed}</p>
      ) : profile.data ? (
        <MySizesForm saved={profile.data} />
      ) : null}
    </section>
  );
}

function MySizesForm({ saved }: { saved: SizeProfile }) {
  const save = useSaveSizeProfile();
  const [done, setDone] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const chosen = (kind: SizeProfileKind) => String(data.get(kind) ?? '') || null;
    setDone(false);
    save.mutate(
      { clothing: chosen('clothing'), footwear: chosen('footwear') },
      { onSuccess: () => setDone(true) },
    );
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={ruSizes.mine.title}>
      {SIZE_PROFILE_KINDS.map((kind) => (
        <SizeSelect key={kind} kind={kind} value={saved[kind]} />
      ))}
      {save.isError ? <p role="alert">{errorMessage(save.error, ruSizes.mine.saveFailed)}</p> : null}
      {done ? <p role="status">{ruSizes.mine.saved}</p> : null}
      <div className={styles.actions}>
        <button type="submit" className={button()} disabled={save.isPending}>
          {save.isPending ? ruSizes.mine.saving : ruSizes.mine.save}
        </button>
      </div>
    </form>
  );
}

function SizeSelect({ kind, value }: { kind: SizeProfileKind; value: string | null }) {
  const id = useId();
  const sizes = useSizes(kind);
  return (
    <div className={field}>
      <label htmlFor={id}>{ruSizes.mine.kinds[kind]}</label>
      {/* Keyed by the list, so the saved size is selected once its option exists. */}
      <select id={id} name={kind} className={input} defaultValue={value ?? ''} key={sizes?.length ?? 0}>
        <option value="">{ruSizes.mine.none}</option>
        {sizes?.map((size) => (
          <option key={size.code} value={size.code}>
            {size.name}
          </option>
        ))}
      </select>
    </div>
  );
}
