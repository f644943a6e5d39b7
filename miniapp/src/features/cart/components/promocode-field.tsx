/**
 * One promocode per cart (SPEC 5), for signed-in users only: applied to the server cart, which judges it on its
 * own lines and answers the discount; removal takes it off.
 */
import { errorMessage } from '@shop/api/client';
import { normalizePromocode } from '@shop/core/rules';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ru } from '../../../shared/texts/ru';
import { button, errorText, input } from '../../../shared/ui/primitives.css';
import { toast } from '../../../shared/ui/toast/toast-store';
import { applyServerPromocode, removeServerPromocode } from '../api/cart-calls';
import type { CartState } from '../hooks/use-cart';
import { storeServerCart } from '../store/cart-session';
import * as styles from './cart.css';

/** The spec's own messages before a call: a guest, the same code twice, a second code. */
function refusalBeforeCall(cart: CartState, code: string): string | null {
  if (cart.mode !== 'server') return ru.cart.promocodeSignIn;
  if (!cart.promocode) return null;
  return normalizePromocode(cart.promocode.code) === normalizePromocode(code)
    ? ru.cart.promocodeDuplicate
    : ru.cart.promocodeOnlyOne;
}

export function PromocodeField({ cart }: { cart: CartState }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return;
    const refusal = refusalBeforeCall(cart, trimmed);
    if (refusal) {
      setError(refusal);
      return;
    }
    setBusy(true);
    try {
      const next = await applyServerPromocode(trimmed);
      storeServerCart(next);
      setError(null);
      setCode('');
      toast(ru.cart.promocodeApplied(next.appliedPromocode?.code ?? trimmed), { type: 'success' });
    } catch (failure) {
      setError(errorMessage(failure, ru.cart.promocodeApplyFailed));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      storeServerCart(await removeServerPromocode());
      setError(null);
    } catch (failure) {
      toast(ru.cart.promocodeRemoveFailed, { type: 'error', description: errorMessage(failure, '') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {ru.cart.promocode}
      </h2>
      {cart.mode !== 'server' ? (
        <p className={styles.small}>
          {ru.cart.promocodeSignIn}.{' '}
          <Link to="/auth" state={{ from: '/cart' }}>
            {ru.cart.signIn}
          </Link>
        </p>
      ) : cart.promocode ? (
        <div className={styles.row}>
          <span>
            <strong>{cart.promocode.code}</strong>
            {cart.promocodeProblem ? (
              <span className={styles.problem}> — {cart.promocodeProblem}</span>
            ) : null}
          </span>
          <button
            type="button"
            className={button({ tone: 'ghost', size: 'sm' })}
            onClick={() => void remove()}
            disabled={busy}
          >
            {ru.cart.removePromocode}
          </button>
        </div>
      ) : (
        <form className={styles.inline} onSubmit={(event) => void apply(event)} noValidate>
          <input
            id={`${id}-code`}
            className={`${input} ${styles.grow}`}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder={ru.cart.promocodePlaceholder}
            aria-label={ru.cart.promocode}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
          />
          <button type="submit" className={button({ tone: 'outline' })} disabled={busy || !code.trim()}>
            {busy ? ru.cart.applyingPromocode : ru.cart.applyPromocode}
          </button>
        </form>
      )}
      {error ? (
        <p id={`${id}-error`} className={errorText} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
