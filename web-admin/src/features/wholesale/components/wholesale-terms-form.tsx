import { zodResolver } from '@hookform/resolvers/zod';
import { isWholesaleAvailable, type WholesaleTermsInput, wholesaleTermsInput } from '@shop/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { MoneyControl, OptionalNumberControl } from '../../../ui/form-field';
import { useSaveCycle } from '../../settings/components/document-form';
import { CheckboxControl, NumberControl, SaveBar } from '../../settings/components/form-controls';
import type { WholesaleProductRow } from '../api/wholesale-calls';
import { wholesaleTexts } from '../wholesale-texts';

const t = wholesaleTexts.products.row;

/** One product's wholesale terms: on or off, the minimum, and a price or a discount. */
export function WholesaleTermsForm({
  product,
  onSave,
  onClose,
}: {
  product: WholesaleProductRow;
  onSave: (terms: WholesaleTermsInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const terms = product.wholesale;
  const methods = useForm<z.input<typeof wholesaleTermsInput>, unknown, WholesaleTermsInput>({
    resolver: zodResolver(wholesaleTermsInput),
    defaultValues: {
      enabled: isWholesaleAvailable(product),
      minQuantity: terms.minQuantity,
      wholesalePriceKopecks: terms.wholesalePriceKopecks,
      discountPercentage: terms.discountPercentage,
    },
  });
  const { state, submit } = useSaveCycle(methods, onSave);
  return (
    <form className={form.panel} onSubmit={submit} noValidate aria-label={t.title(product.name)}>
      <h2 className={form.panelTitle}>{t.title(product.name)}</h2>
      <div className={form.grid}>
        <CheckboxControl methods={methods} name="enabled" label={t.enabled} />
        <NumberControl methods={methods} name="minQuantity" label={t.minQuantity} min={1} max={100} />
        <MoneyControl
          methods={methods}
          name="wholesalePriceKopecks"
          label={t.price}
          hint={t.priceHint}
          nullable
        />
        <OptionalNumberControl
          methods={methods}
          name="discountPercentage"
          label={t.discount}
          hint={t.discountHint}
          min={0}
          max={90}
        />
      </div>
      <SaveBar state={state} pending={methods.formState.isSubmitting} label={t.save} />
      <div className={form.actions}>
        <button type="button" className={button.secondary} onClick={onClose}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
