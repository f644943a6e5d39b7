/**
 * The checkout (SPEC 2 /checkout): contact, address, shipping, payment and comment, checked with core's
 * checkoutInput (the schema the API validates with) before sending. In the mini-app the phone comes from
 * Telegram, Telegram asks before closing while the form is filled, and its main button places the order.
 */
import { errorMessage, isApiError } from '@shop/api/client';
import {
  addressErrorsFor,
  type CheckoutInput,
  checkFields,
  checkoutInput,
  type FieldErrors,
  isPickupMethod,
  paymentFeeKopecks,
} from '@shop/core';
import { byDistance, distanceText, formatKopecks, type GeoPoint } from '@shop/core/rules';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { forgetReferral } from '../../../shared/lib/referral-arrival';
import { ru } from '../../../shared/texts/ru';
import { ruOrders } from '../../../shared/texts/ru-orders';
import { button, errorText, field, input } from '../../../shared/ui/primitives.css';
import { authStore, refreshUser, useAuth } from '../../auth';
import type { CartState } from '../../cart';
import {
  CartSummary,
  cartKeys,
  cartStore,
  cartStyles,
  chooseShipping,
  clearCart,
  RegionSelect,
  ShippingMethodOptions,
} from '../../cart';
import { orderKeys } from '../../orders';
import {
  requestTelegramContact,
  setClosingConfirmation,
  useIsMiniApp,
  useMainButton,
  WriteAccessRequest,
} from '../../telegram';
import { useCashCommissionPercent, usePaymentOptions } from '../api/payment-terms';
import { placeOrder } from '../api/place-order';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from '../lib/checkout-draft';
import { handCartToServer } from '../lib/hand-cart-to-server';
import { createAttemptKeys } from '../lib/idempotency-key';
import * as styles from './checkout.css';
import { LocateBuyerButton } from './locate-buyer-button';
import { locationTexts } from './location-texts';

/** Online payment stays hidden until a payment provider is configured (the API refuses it meanwhile). */
const PAYMENT_METHODS = ['cash', 'card_on_delivery', 'telegram', 'yookassa'] as const;
type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const TEXT_FIELDS = [
  'contact.name',
  'contact.phone',
  'contact.email',
  'address.city',
  'address.street',
  'address.house',
  'address.apartment',
  'address.postalCode',
  'comment',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Values = Record<TextField, string>;

const regionCity = (region: string): string =>
  region === 'moscow' ? 'Москва' : region === 'spb' ? 'Санкт-Петербург' : '';

function inputOf(
  values: Values,
  region: string,
  shippingMethodId: string,
  paymentMethod: PaymentMethod,
  pickup: boolean,
) {
  return {
    contact: { name: values['contact.name'], phone: values['contact.phone'], email: values['contact.email'] },
    // Picked up at the shop: the address fields are hidden and none is sent.
    address: pickup
      ? { region }
      : {
          region,
          city: values['address.city'],
          street: values['address.street'],
          house: values['address.house'],
          apartment: values['address.apartment'],
          postalCode: values['address.postalCode'],
        },
    shippingMethodId,
    paymentMethod,
    comment: values.comment,
  };
}

interface FieldProps {
  id: string;
  name: TextField;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (name: TextField, value: string) => void;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'numeric' | 'email';
  readOnly?: boolean;
  multiline?: boolean;
  children?: ReactNode;
}

function Field({ id, name, label, value, error, onChange, multiline, children, ...rest }: FieldProps) {
  const fieldId = `${id}-${name.replace('.', '-')}`;
  const common = {
    id: fieldId,
    name,
    value,
    className: `${input} ${styles.invalid}${multiline ? ` ${styles.textarea}` : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${fieldId}-error` : undefined,
  };
  return (
    <div className={field}>
      <label htmlFor={fieldId}>{label}</label>
      {multiline ? (
        <textarea {...common} maxLength={1000} onChange={(event) => onChange(name, event.target.value)} />
      ) : (
        <input
          {...common}
          type={rest.type ?? 'text'}
          autoComplete={rest.autoComplete}
          inputMode={rest.inputMode}
          readOnly={rest.readOnly}
          onChange={(event) => onChange(name, event.target.value)}
        />
      )}
      {children}
      {error ? (
        <span id={`${fieldId}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** After a refused submit the keyboard (and the screen) go to the first field to fix, in the form's order. */
function focusFirstInvalid(form: HTMLFormElement | null, fields: FieldErrors): void {
  const first = [...(form?.elements ?? [])].find(
    (element): element is HTMLInputElement =>
      'name' in element && typeof element.name === 'string' && element.name in fields,
  );
  first?.focus();
}

/** The server names a line by its index (lines.0.quantity); the shopper reads the item's name instead. */
function messageOf(error: unknown, lines: CartState['lines']): string {
  const message = errorMessage(error, ruOrders.checkout.placeFailed);
  if (!isApiError(error) || !error.fields) return message;
  const named = Object.entries(error.fields).flatMap(([key, text]) => {
    const index = /^lines\.(\d+)/.exec(key)?.[1];
    const line = index === undefined ? undefined : lines[Number(index)];
    return line ? [`«${line.name}» (${line.colorName}, ${line.sizeName}): ${text}`] : [];
  });
  return named.length > 0 ? `${message}. ${named.join('; ')}` : message;
}

export function CheckoutForm({ cart }: { cart: CartState }) {
  const id = useId();
  const { user } = useAuth();
  const isMiniApp = useIsMiniApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const localCart = useSnapshot(cartStore);
  const commissionPercent = useCashCommissionPercent();
  const paymentOptions = usePaymentOptions();
  const telegramPayment = paymentOptions.telegram;
  // Telegram's payment form opens only inside the mini-app; ЮKassa's page opens anywhere.
  const paymentMethods = PAYMENT_METHODS.filter((method) =>
    method === 'telegram'
      ? isMiniApp && telegramPayment.available
      : method !== 'yookassa' || paymentOptions.yookassa.available,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const [keys] = useState(createAttemptKeys);
  const [draft] = useState(readCheckoutDraft);
  const [values, setValues] = useState<Values>(() => ({
    'contact.name': user?.name ?? '',
    'contact.phone': user?.phone ?? '',
    'contact.email': user?.email ?? '',
    'address.city': regionCity(cart.region),
    'address.street': '',
    'address.house': '',
    'address.apartment': '',
    'address.postalCode': '',
    comment: '',
    ...Object.fromEntries(TEXT_FIELDS.flatMap((name) => (draft[name] ? [[name, draft[name]]] : []))),
  }));
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(
    () => PAYMENT_METHODS.find((method) => method === draft.paymentMethod) ?? 'cash',
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [touched, setTouched] = useState(false);
  const [phoneNote, setPhoneNote] = useState<string | null>(null);
  // Where the buyer said she is («Определить по геолокации»): pickup places are then offered nearest first.
  const [here, setHere] = useState<GeoPoint | null>(null);

  // A city belongs to its region: another region clears it (or names the city a federal city region is).
  const regionSeen = useRef(cart.region);
  useEffect(() => {
    if (regionSeen.current === cart.region) return;
    regionSeen.current = cart.region;
    setValues((current) => ({ ...current, 'address.city': regionCity(cart.region) }));
  }, [cart.region]);

  // What the buyer typed outlives a reload until the order is placed.
  useEffect(() => {
    if (touched) saveCheckoutDraft({ ...values, paymentMethod });
  }, [touched, values, paymentMethod]);

  // Telegram asks before closing while the shopper has started filling the form.
  useEffect(() => {
    if (!isMiniApp) return;
    void setClosingConfirmation(touched);
    return () => void setClosingConfirmation(false);
  }, [isMiniApp, touched]);

  const onChange = (name: TextField, value: string) => {
    setTouched(true);
    setValues((current) => ({ ...current, [name]: value }));
    // The field's old complaint goes as it is edited; the form's summary goes with the last one.
    if (name in errors) {
      const { [name]: _fixed, ...rest } = errors;
      setErrors(rest);
      if (Object.keys(rest).length === 0 && failure === ruOrders.checkout.fixFields) setFailure(null);
    }
  };

  const askTelegramPhone = async () => {
    const answer = await requestTelegramContact();
    if (answer.status === 'shared') {
      setTouched(true);
      setValues((current) => ({
        ...current,
        'contact.phone': answer.contact.phoneNumber,
        'contact.name':
          current['contact.name'] ||
          [answer.contact.firstName, answer.contact.lastName].filter(Boolean).join(' '),
      }));
      setPhoneNote(ruOrders.checkout.phoneShared);
    } else {
      setPhoneNote(ruOrders.checkout.phoneDenied);
    }
  };

  const applyLocation = ({ point, place }: { point: GeoPoint; place: { region: string; city: string } }) => {
    setHere(point);
    setTouched(true);
    const regionChanges = place.region !== cart.region;
    if (regionChanges) {
      // The city comes from the location, not from the region-change rule above.
      regionSeen.current = place.region;
      chooseShipping({ region: place.region, methodId: null });
    }
    if (place.city || regionChanges) setValues((current) => ({ ...current, 'address.city': place.city }));
  };

  const nearest =
    cart.shippingOptions && here ? byDistance(cart.shippingOptions, here, (o) => o.location) : null;
  const shippingOptions = nearest ? nearest.map(({ place }) => place) : cart.shippingOptions;
  const distanceNotes = new Map(
    (nearest ?? []).flatMap(({ place, km }) =>
      km === null ? [] : [[place.id, locationTexts.distance(distanceText(km))] as const],
    ),
  );

  const shippingMethodId = cart.shippingMethod?.id ?? '';
  const pickupAddress = cart.shippingOptions?.find((option) => option.id === shippingMethodId)?.pickupAddress;
  const pickup = isPickupMethod({ pickupAddress });
  const paymentFee = paymentFeeKopecks(paymentMethod, cart.totals.finalTotalKopecks, commissionPercent);
  const total = cart.totals.finalTotalKopecks + paymentFee;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    const raw = inputOf(values, cart.region, shippingMethodId, paymentMethod, pickup);
    const checked = checkFields(checkoutInput, raw);
    const fields = { ...addressErrorsFor(raw.address, pickup), ...(checked.ok ? {} : checked.fields) };
    if (!checked.ok || Object.keys(fields).length > 0) {
      setErrors(fields);
      setFailure(ruOrders.checkout.fixFields);
      focusFirstInvalid(formRef.current, fields);
      return;
    }
    setErrors({});
    setFailure(null);
    setPending(true);
    const checkout: CheckoutInput = checked.value;
    // A signed-in buyer whose cart fell back to this device orders it through the server cart.
    if (cart.mode === 'local' && authStore.status === 'authenticated') {
      const handover = await handCartToServer(queryClient, cart);
      if (handover.status === 'stopped') {
        setFailure(handover.message);
        setPending(false);
        return;
      }
    }
    const fromServerCart = authStore.status === 'authenticated';
    const guestLines = fromServerCart ? null : [...localCart.items];
    try {
      const order = await placeOrder({
        checkout,
        idempotencyKey: keys.keyFor({ checkout, guestLines }),
        guestLines,
        source: isMiniApp ? 'miniapp' : 'web',
      });
      setTouched(false);
      clearCheckoutDraft();
      await setClosingConfirmation(false);
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.list() });
      if (fromServerCart) {
        void queryClient.invalidateQueries({ queryKey: cartKeys.server });
        // A profile without a phone has just taken the order's (unless another account holds it).
        if (!authStore.user?.phone) void refreshUser();
        // Her account's order decided the friend's link (attributed when it was her first): the code has done its work.
        forgetReferral();
      }
      // Paid online by card or СБП: straight on to ЮKassa's page, which brings the buyer back to the order.
      if (order.paymentConfirmationUrl) {
        if (guestLines) clearCart();
        window.location.assign(order.paymentConfirmationUrl);
        return;
      }
      const token = order.accessToken ? `?token=${encodeURIComponent(order.accessToken)}` : '';
      await navigate(`/order-confirmation/${order.id}${token}`, {
        replace: true,
        ...(order.paymentError ? { state: { paymentError: order.paymentError } } : {}),
      });
      if (guestLines) clearCart();
    } catch (error) {
      setErrors(isApiError(error) ? (error.fields ?? {}) : {});
      setFailure(messageOf(error, cart.lines));
    } finally {
      setPending(false);
    }
  };

  useMainButton(
    pending ? ruOrders.checkout.placing : ruOrders.checkout.place(formatKopecks(total)),
    () => formRef.current?.requestSubmit(),
    !pending,
    1,
  );

  const fieldProps = (name: TextField) => ({ id, name, value: values[name], error: errors[name], onChange });
  const phoneFromTelegram = isMiniApp && phoneNote === ruOrders.checkout.phoneShared;

  return (
    <div className={cartStyles.layout}>
      <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <WriteAccessRequest texts={ruOrders.checkout.writeAccess} />
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{ruOrders.checkout.contact}</legend>
          <Field {...fieldProps('contact.name')} label={ruOrders.checkout.name} autoComplete="name" />
          <div className={styles.pair}>
            <Field
              {...fieldProps('contact.phone')}
              label={ruOrders.checkout.phone}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              readOnly={phoneFromTelegram}
            >
              {isMiniApp ? (
                <button
                  type="button"
                  className={button({ tone: 'outline', size: 'sm' })}
                  onClick={() => void askTelegramPhone()}
                >
                  {ruOrders.checkout.phoneFromTelegram}
                </button>
              ) : null}
              {phoneNote ? <span className={cartStyles.small}>{phoneNote}</span> : null}
            </Field>
            <Field
              {...fieldProps('contact.email')}
              label={ruOrders.checkout.email}
              type="email"
              inputMode="email"
              autoComplete="email"
            />
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{ruOrders.checkout.delivery}</legend>
          <LocateBuyerButton onFound={applyLocation} />
          <div className={pickup ? undefined : styles.pair}>
            <div className={field}>
              <label htmlFor={`${id}-region`}>{ruOrders.checkout.region}</label>
              <RegionSelect id={`${id}-region`} value={cart.region} />
              {errors['address.region'] ? (
                <span className={styles.fieldError}>{errors['address.region']}</span>
              ) : null}
            </div>
            {pickup ? null : (
              <Field
                {...fieldProps('address.city')}
                label={ruOrders.checkout.city}
                autoComplete="address-level2"
              />
            )}
          </div>
          {pickup ? (
            <p className={cartStyles.small}>{ruOrders.checkout.pickupAt(pickupAddress ?? '')}</p>
          ) : (
            <>
              <div className={styles.triple}>
                <Field
                  {...fieldProps('address.street')}
                  label={ruOrders.checkout.street}
                  autoComplete="address-line1"
                />
                <Field {...fieldProps('address.house')} label={ruOrders.checkout.house} />
                <Field {...fieldProps('address.apartment')} label={ruOrders.checkout.apartment} />
              </div>
              <Field
                {...fieldProps('address.postalCode')}
                label={ruOrders.checkout.postalCode}
                inputMode="numeric"
                autoComplete="postal-code"
              />
            </>
          )}
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{ruOrders.checkout.shippingMethod}</legend>
          {shippingOptions ? (
            <ShippingMethodOptions
              options={shippingOptions}
              selectedId={shippingMethodId}
              name={`${id}-shipping`}
              onSelect={(methodId) => chooseShipping({ methodId })}
              notes={distanceNotes}
            />
          ) : (
            <p className={cartStyles.small}>{ru.cart.shippingLoading}</p>
          )}
          {errors.shippingMethodId ? (
            <span className={styles.fieldError}>{errors.shippingMethodId}</span>
          ) : null}
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{ruOrders.checkout.payment}</legend>
          <div className={cartStyles.options}>
            {paymentMethods.map((method) => (
              <label key={method} className={cartStyles.option}>
                <input
                  type="radio"
                  name={`${id}-payment`}
                  value={method}
                  checked={paymentMethod === method}
                  onChange={() => {
                    setTouched(true);
                    setPaymentMethod(method);
                  }}
                />
                <span className={cartStyles.optionText}>
                  <span>{ruOrders.checkout.paymentMethods[method]}</span>
                  {method === 'cash' ? (
                    <span className={cartStyles.small}>
                      {ruOrders.checkout.cashCommission(
                        commissionPercent,
                        formatKopecks(
                          paymentFeeKopecks('cash', cart.totals.finalTotalKopecks, commissionPercent),
                        ),
                      )}
                    </span>
                  ) : null}
                  {method === 'telegram' ? (
                    <span className={cartStyles.small}>
                      {ruOrders.checkout.telegramHold(telegramPayment.holdMinutes)}
                    </span>
                  ) : null}
                  {method === 'yookassa' ? (
                    <span className={cartStyles.small}>
                      {ruOrders.checkout.webPaymentHold(paymentOptions.yookassa.holdMinutes)}
                    </span>
                  ) : null}
                </span>
                <span />
              </label>
            ))}
          </div>
          {errors.paymentMethod ? <span className={styles.fieldError}>{errors.paymentMethod}</span> : null}
        </fieldset>

        <Field {...fieldProps('comment')} label={ruOrders.checkout.comment} multiline />

        {failure ? (
          <p className={errorText} role="alert">
            {failure}
          </p>
        ) : null}
        {isMiniApp ? null : (
          <button type="submit" className={button({ block: true })} disabled={pending}>
            {pending ? ruOrders.checkout.placing : ruOrders.checkout.place(formatKopecks(total))}
          </button>
        )}
      </form>

      <div className={cartStyles.side}>
        <section className={cartStyles.panel} aria-label={ruOrders.checkout.summary}>
          <h2 className={cartStyles.panelTitle}>{ruOrders.checkout.summary}</h2>
          {cart.lines.map((line) => (
            <div key={line.key} className={styles.summaryLine}>
              <span>
                {line.name} · {line.sizeName} · {line.colorName} × {line.quantity}
              </span>
              <span>{formatKopecks(line.subtotalKopecks)}</span>
            </div>
          ))}
        </section>
        <CartSummary cart={cart} paymentFeeKopecks={paymentFee} />
      </div>
    </div>
  );
}
