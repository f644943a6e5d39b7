import { describe, expect, it } from 'vitest';
import { bundleSettingsSchema, defaultBundleSettings } from './bundle-settings';
import { defaultRetailWholesaleSettings, retailWholesaleSettingsSchema } from './retail-wholesale-settings';

describe('retail/wholesale settings', () => {
  it('defaults to the spec fallback, but a shop without stored settings sells retail', () => {
    expect(defaultRetailWholesaleSettings).toMatchObject({
      enabled: true,
      defaultMinQuantity: 1,
      defaultMaxQuantity: 100,
      minimumOrderValueKopecks: 0,
      businessRules: {
        allowMixedModeCart: true,
        showWholesalePromotion: true,
        autoSuggestWholesale: true,
        wholesaleSuggestionThreshold: 5,
      },
    });
    expect(defaultRetailWholesaleSettings.displaySettings.addToCartText.ru).toBe('В корзину');
  });

  it('fills in a partial document', () => {
    const parsed = retailWholesaleSettingsSchema.parse({
      enabled: true,
      businessRules: { autoSuggestWholesale: false },
    });
    expect(parsed.enabled).toBe(true);
    expect(parsed.allowRetailPurchases).toBe(true);
    expect(parsed.businessRules).toMatchObject({
      autoSuggestWholesale: false,
      wholesaleSuggestionThreshold: 5,
    });
    expect(parsed.displaySettings.buttonText.ru).toBe('Купить оптом');
  });

  it.each([
    ['a minimum above the maximum', { defaultMinQuantity: 10, defaultMaxQuantity: 5 }],
    ['a zero minimum quantity', { defaultMinQuantity: 0 }],
    ['a fractional minimum order value', { minimumOrderValueKopecks: 10.5 }],
    ['a button text without Russian', { displaySettings: { buttonText: { en: 'Buy' } } }],
  ])('refuses %s', (_label, document) => {
    expect(retailWholesaleSettingsSchema.safeParse(document).success).toBe(false);
  });
});

describe('bundle settings', () => {
  it('defaults to every bundle type allowed, individual first, wholesale on, minimum 5', () => {
    expect(defaultBundleSettings).toEqual({
      bundleTypeSettings: {
        allowIndividual: true,
        allowColorSet: true,
        allowSizeSet: true,
        allowFullSet: true,
      },
      defaultBundleType: 'individual',
      wholesaleEnabled: true,
      minQuantity: 5,
    });
  });

  it('fills in a partial document', () => {
    const parsed = bundleSettingsSchema.parse({
      bundleTypeSettings: { allowFullSet: false },
      minQuantity: 10,
    });
    expect(parsed.bundleTypeSettings).toMatchObject({ allowFullSet: false, allowColorSet: true });
    expect(parsed.minQuantity).toBe(10);
  });

  it.each([
    ['an unknown bundle type', { defaultBundleType: 'mega_set' }],
    [
      'a default type that is not allowed',
      { defaultBundleType: 'full_set', bundleTypeSettings: { allowFullSet: false } },
    ],
    ['a minimum above the bundle cap', { minQuantity: 101 }],
  ])('refuses %s', (_label, document) => {
    expect(bundleSettingsSchema.safeParse(document).success).toBe(false);
  });
});
