/** A guest finds their order again by its number and the phone it was placed with, and opens its page. */
import { errorMessage } from '@shop/api/client';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { client, unwrap } from '../../../shared/api/shop-client';
import { ruOrders } from '../../../shared/texts/ru-orders';
import { button, errorText, field, input } from '../../../shared/ui/primitives.css';
import * as styles from './orders.css';

export function OrderLookup() {
  const id = useId();
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  const [phone, setPhone] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      const found = await unwrap(
        client.api.orders.lookup.$post({ json: { number: number.replace(/\D/g, ''), phone } }),
      );
      await navigate(`/order-confirmation/${found.id}?token=${encodeURIComponent(found.accessToken)}`);
    } catch (error) {
      setFailure(errorMessage(error, ruOrders.orderLookup.failed));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.lookup} onSubmit={(event) => void submit(event)} noValidate>
      <div className={field}>
        <label htmlFor={`${id}-number`}>{ruOrders.orderLookup.number}</label>
        <input
          id={`${id}-number`}
          className={input}
          inputMode="numeric"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
        />
      </div>
      <div className={field}>
        <label htmlFor={`${id}-phone`}>{ruOrders.orderLookup.phone}</label>
        <input
          id={`${id}-phone`}
          className={input}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </div>
      {failure ? (
        <p role="alert" className={errorText}>
          {failure}
        </p>
      ) : null}
      <button type="submit" className={button()} disabled={pending}>
        {pending ? ruOrders.orderLookup.searching : ruOrders.orderLookup.submit}
      </button>
    </form>
  );
}
