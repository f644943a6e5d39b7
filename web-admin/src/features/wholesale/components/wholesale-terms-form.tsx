import { isWholesaleAvailable, type WholesaleTermsInput, wholesaleTermsInput } from '@shop/core';
import * as form from '../../../ui/form.css';
import { Controls } from '../../settings/components/control-list';
import { SettingsDocumentForm } from '../../settings/components/settings-document-form';
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
  return (
    <SettingsDocumentForm
      schema={wholesaleTermsInput}
      initial={{
        enabled: isWholesaleAvailable(product),
        minQuantity: terms.minQuantity,
        wholesalePriceKopecks: terms.wholesalePriceKopecks,
        discountPercentage: terms.discountPercentage,
      }}
      onSave={onSave}
      label={t.title(product.name)}
      title={t.title(product.name)}
      saveLabel={t.save}
      cancel={{ label: t.cancel, onClick: onClose }}
    >
      {(methods) => (
        <div className={form.grid}>
          <Controls
            methods={methods}
            fields={[
              { kind: 'checkbox', name: 'enabled', label: t.enabled },
              { kind: 'number', name: 'minQuantity', label: t.minQuantity, min: 1, max: 100 },
              {
                kind: 'money',
                name: 'wholesalePriceKopecks',
                label: t.price,
                hint: t.priceHint,
                nullable: true,
              },
              {
                kind: 'optional-number',
                name: 'discountPercentage',
                label: t.discount,
                hint: t.discountHint,
                min: 0,
                max: 90,
              },
            ]}
          />
        </div>
      )}
    </SettingsDocumentForm>
  );
}
