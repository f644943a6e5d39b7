import { type WholesaleSettingsInput, wholesaleSettingsInput } from '@shop/core';
import * as form from '../../../ui/form.css';
import { ControlGroups, SettingsDocumentForm } from '../../settings/components/settings-document-form';
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
  return (
    <SettingsDocumentForm
      schema={wholesaleSettingsInput}
      initial={initial}
      onSave={onSave}
      label={t.formLabel}
    >
      {(m) => (
        <ControlGroups
          methods={m}
          groups={[
            {
              title: t.bundles,
              wide: <p className={form.hint}>{t.efficiency}</p>,
              fields: [
                { kind: 'checkbox', name: 'bundle.wholesaleEnabled', label: t.wholesaleEnabled },
                { kind: 'number', name: 'bundle.minQuantity', label: t.bundleMinQuantity, min: 1, max: 100 },
                {
                  kind: 'select',
                  name: 'bundle.defaultBundleType',
                  label: t.defaultBundleType,
                  options: t.bundleTypes,
                },
                {
                  kind: 'checkbox',
                  name: 'bundle.bundleTypeSettings.allowIndividual',
                  label: t.allowIndividual,
                },
                { kind: 'checkbox', name: 'bundle.bundleTypeSettings.allowColorSet', label: t.allowColorSet },
                { kind: 'checkbox', name: 'bundle.bundleTypeSettings.allowSizeSet', label: t.allowSizeSet },
                { kind: 'checkbox', name: 'bundle.bundleTypeSettings.allowFullSet', label: t.allowFullSet },
              ],
            },
            {
              title: t.retail,
              fields: [
                { kind: 'checkbox', name: 'retail.enabled', label: t.enabled },
                { kind: 'checkbox', name: 'retail.allowRetailPurchases', label: t.allowRetailPurchases },
                { kind: 'number', name: 'retail.defaultMinQuantity', label: t.defaultMinQuantity, min: 1 },
                { kind: 'number', name: 'retail.defaultMaxQuantity', label: t.defaultMaxQuantity, min: 1 },
                { kind: 'checkbox', name: 'retail.requireMinimumOrder', label: t.requireMinimumOrder },
                { kind: 'money', name: 'retail.minimumOrderValueKopecks', label: t.minimumOrderValue },
              ],
            },
            {
              title: t.display,
              fields: [
                {
                  kind: 'checkbox',
                  name: 'retail.displaySettings.hideRetailPrices',
                  label: t.hideRetailPrices,
                },
                {
                  kind: 'checkbox',
                  name: 'retail.displaySettings.showWholesalePriceToRetail',
                  label: t.showWholesalePriceToRetail,
                },
                { kind: 'text', name: 'retail.displaySettings.buttonText.ru', label: t.buttonTextRu },
                { kind: 'text', name: 'retail.displaySettings.buttonText.en', label: t.buttonTextEn },
                { kind: 'text', name: 'retail.displaySettings.addToCartText.ru', label: t.addToCartTextRu },
                { kind: 'text', name: 'retail.displaySettings.addToCartText.en', label: t.addToCartTextEn },
              ],
            },
            {
              title: t.rules,
              fields: [
                {
                  kind: 'checkbox',
                  name: 'retail.businessRules.allowMixedModeCart',
                  label: t.allowMixedModeCart,
                },
                {
                  kind: 'checkbox',
                  name: 'retail.businessRules.prioritizeWholesaleCustomers',
                  label: t.prioritizeWholesaleCustomers,
                },
                {
                  kind: 'checkbox',
                  name: 'retail.businessRules.showWholesalePromotion',
                  label: t.showWholesalePromotion,
                },
                {
                  kind: 'checkbox',
                  name: 'retail.businessRules.autoSuggestWholesale',
                  label: t.autoSuggestWholesale,
                },
                {
                  kind: 'number',
                  name: 'retail.businessRules.wholesaleSuggestionThreshold',
                  label: t.wholesaleSuggestionThreshold,
                  min: 1,
                },
              ],
            },
          ]}
        />
      )}
    </SettingsDocumentForm>
  );
}
