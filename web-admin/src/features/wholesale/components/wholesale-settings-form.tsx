import {
  type WholesaleSettingsFormValues,
  type WholesaleSettingsInput,
  wholesaleSettingsInput,
} from '@shop/core';
import * as form from '../../../ui/form.css';
import { MoneyControl } from '../../../ui/form-field';
import { useSchemaForm } from '../../../ui/schema-form';
import { DocumentForm } from '../../settings/components/document-form';
import {
  CheckboxControl,
  FieldGroup,
  NumberControl,
  SelectControl,
  TextControl,
} from '../../settings/components/form-controls';
import { wholesaleTexts } from '../wholesale-texts';

const t = wholesaleTexts.settings;

/** The retail/wholesale rules and the bundle settings of SPEC 3, saved together. */
export function WholesaleSettingsForm({
  initial,
  onSave,
}: {
  initial: WholesaleSettingsInput;
  onSave: (settings: WholesaleSettingsInput) => Promise<unknown>;
}) {
  const saving = useSchemaForm<WholesaleSettingsFormValues, WholesaleSettingsInput>(
    wholesaleSettingsInput,
    initial,
    onSave,
  );
  const m = saving.methods;
  return (
    <DocumentForm label={t.formLabel} saving={saving}>
      <FieldGroup title={t.bundles} wide={<p className={form.hint}>{t.efficiency}</p>}>
        <CheckboxControl methods={m} name="bundle.wholesaleEnabled" label={t.wholesaleEnabled} />
        <NumberControl methods={m} name="bundle.minQuantity" label={t.bundleMinQuantity} min={1} max={100} />
        <SelectControl
          methods={m}
          name="bundle.defaultBundleType"
          label={t.defaultBundleType}
          options={t.bundleTypes}
        />
        <CheckboxControl
          methods={m}
          name="bundle.bundleTypeSettings.allowIndividual"
          label={t.allowIndividual}
        />
        <CheckboxControl methods={m} name="bundle.bundleTypeSettings.allowColorSet" label={t.allowColorSet} />
        <CheckboxControl methods={m} name="bundle.bundleTypeSettings.allowSizeSet" label={t.allowSizeSet} />
        <CheckboxControl methods={m} name="bundle.bundleTypeSettings.allowFullSet" label={t.allowFullSet} />
      </FieldGroup>
      <FieldGroup title={t.retail}>
        <CheckboxControl methods={m} name="retail.enabled" label={t.enabled} />
        <CheckboxControl methods={m} name="retail.allowRetailPurchases" label={t.allowRetailPurchases} />
        <NumberControl methods={m} name="retail.defaultMinQuantity" label={t.defaultMinQuantity} min={1} />
        <NumberControl methods={m} name="retail.defaultMaxQuantity" label={t.defaultMaxQuantity} min={1} />
        <CheckboxControl methods={m} name="retail.requireMinimumOrder" label={t.requireMinimumOrder} />
        <MoneyControl methods={m} name="retail.minimumOrderValueKopecks" label={t.minimumOrderValue} />
      </FieldGroup>
      <FieldGroup title={t.display}>
        <CheckboxControl
          methods={m}
          name="retail.displaySettings.hideRetailPrices"
          label={t.hideRetailPrices}
        />
        <CheckboxControl
          methods={m}
          name="retail.displaySettings.showWholesalePriceToRetail"
          label={t.showWholesalePriceToRetail}
        />
        <TextControl methods={m} name="retail.displaySettings.buttonText.ru" label={t.buttonTextRu} />
        <TextControl methods={m} name="retail.displaySettings.buttonText.en" label={t.buttonTextEn} />
        <TextControl methods={m} name="retail.displaySettings.addToCartText.ru" label={t.addToCartTextRu} />
        <TextControl methods={m} name="retail.displaySettings.addToCartText.en" label={t.addToCartTextEn} />
      </FieldGroup>
      <FieldGroup title={t.rules}>
        <CheckboxControl
          methods={m}
          name="retail.businessRules.allowMixedModeCart"
          label={t.allowMixedModeCart}
        />
        <CheckboxControl
          methods={m}
          name="retail.businessRules.prioritizeWholesaleCustomers"
          label={t.prioritizeWholesaleCustomers}
        />
        <CheckboxControl
          methods={m}
          name="retail.businessRules.showWholesalePromotion"
          label={t.showWholesalePromotion}
        />
        <CheckboxControl
          methods={m}
          name="retail.businessRules.autoSuggestWholesale"
          label={t.autoSuggestWholesale}
        />
        <NumberControl
          methods={m}
          name="retail.businessRules.wholesaleSuggestionThreshold"
          label={t.wholesaleSuggestionThreshold}
          min={1}
        />
      </FieldGroup>
    </DocumentForm>
  );
}
